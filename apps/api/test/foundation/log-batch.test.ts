import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushAllOnExit, type LogBatch, logBatch } from '../../src/log-batch.ts';

describe('log lines in batches', () => {
  const opened: LogBatch[] = [];
  const open = (chars: number, everyMs = 60_000) => {
    const writes: string[] = [];
    const batch = logBatch({ write: (chunk) => writes.push(chunk) }, { chars, everyMs });
    opened.push(batch);
    return { batch, writes };
  };
  afterEach(() => {
    for (const batch of opened.splice(0)) batch.close();
    vi.useRealTimers();
  });

  it('holds lines until a batch is full, then writes them in one piece, in order', () => {
    const { batch, writes } = open(20);
    batch.write('one 1234\n');
    batch.write('two 1234\n');
    expect(writes).toEqual([]);
    batch.write('three 12\n');
    expect(writes).toEqual(['one 1234\ntwo 1234\nthree 12\n']);
    batch.write('four\n');
    expect(writes).toHaveLength(1);
  });

  it('writes what it holds at least once a period, and nothing when it holds nothing', () => {
    vi.useFakeTimers();
    const { batch, writes } = open(1_000_000, 1000);
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual([]);
    batch.write('a line\n');
    vi.advanceTimersByTime(999);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['a line\n']);
  });

  it('writes what it holds when closed; a line after that goes out at once', () => {
    vi.useFakeTimers();
    const { batch, writes } = open(1_000_000, 1000);
    batch.write('last words\n');
    batch.close();
    expect(writes).toEqual(['last words\n']);
    vi.advanceTimersByTime(5000);
    expect(writes).toEqual(['last words\n']);
    batch.write('a late line\n');
    expect(writes).toEqual(['last words\n', 'a late line\n']);
  });

  it('writes every open batch as the process exits, but not one already closed', () => {
    const first = open(1_000_000);
    const second = open(1_000_000);
    const closed = open(1_000_000);
    first.batch.write('first\n');
    second.batch.write('second\n');
    closed.batch.close();
    flushAllOnExit();
    expect(first.writes).toEqual(['first\n']);
    expect(second.writes).toEqual(['second\n']);
    expect(closed.writes).toEqual([]);
    flushAllOnExit();
    expect(first.writes).toEqual(['first\n']);
  });
});
