import { describe, expect, it } from 'vitest';
import { accountWritesSettled, trackAccountWrite } from './account-writes.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('account writes', () => {
  it('settles at once when nothing is pending', async () => {
    await expect(accountWritesSettled()).resolves.toBeUndefined();
  });

  it('waits for every pending write, one started meanwhile and a failed one included', async () => {
    const first = deferred();
    const second = deferred();
    void trackAccountWrite(first.promise).catch(() => {});
    let settled = false;
    const waiting = accountWritesSettled().then(() => {
      settled = true;
    });
    void trackAccountWrite(second.promise);
    first.reject(new Error('refused'));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    second.resolve();
    await waiting;
    expect(settled).toBe(true);
  });
});
