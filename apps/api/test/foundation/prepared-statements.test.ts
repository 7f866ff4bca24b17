import { beforeEach, describe, expect, it, vi } from 'vitest';

// The names are kept per process, and test files share their worker's modules: a fresh copy of the
// module for each test, so the names earlier files prepared do not count here.
let preparedNameFor: typeof import('../../src/db/database.ts').preparedNameFor;
let preparedOnPostgres: typeof import('../../src/db/database.ts').preparedOnPostgres;
beforeEach(async () => {
  vi.resetModules();
  ({ preparedNameFor, preparedOnPostgres } = await import('../../src/db/database.ts'));
});

describe('statements prepared on PostgreSQL', () => {
  it('prepares a registered text at once, and a repeated read or write from its second use', () => {
    const registered = preparedOnPostgres('select "id" from "designs" where "id" = $1 -- registered');
    expect(preparedNameFor(registered)).toMatch(/^eb_\d+$/);

    const edit = 'update "items" set "label" = $1 where "id" = $2 -- repeated';
    expect(preparedNameFor(edit)).toBeUndefined();
    const name = preparedNameFor(edit);
    expect(name).toMatch(/^eb_\d+$/);
    expect(preparedNameFor(edit)).toBe(name);
  });

  it('never prepares statements that are not reads or writes, nor very long texts', () => {
    for (const text of ['begin', 'commit', 'listen "design_changes"', `select ${'1, '.repeat(4_000)}1`]) {
      preparedNameFor(text);
      expect(preparedNameFor(text)).toBeUndefined();
    }
  });
});
