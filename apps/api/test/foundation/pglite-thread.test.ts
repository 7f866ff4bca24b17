import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect, type PgliteClient, type PgliteResult } from '../../src/db/pglite-dialect.ts';
import { PgliteThread } from '../../src/db/pglite-thread.ts';

/** A client that answers only when told to, and notes what reached it. */
function heldClient() {
  const reached: string[] = [];
  const answers = new Map<string, () => void>();
  const client: PgliteClient = {
    query<R>(text: string): Promise<PgliteResult<R>> {
      reached.push(text);
      return new Promise((resolve) => answers.set(text, () => resolve({ rows: [], fieldCount: 0 })));
    },
    close: async () => {},
  };
  const answer = (text: string) => {
    const release = answers.get(text);
    if (!release) throw new Error(`"${text}" has not reached the database`);
    release();
  };
  // biome-ignore lint/suspicious/noExplicitAny: the tests send raw statements only.
  return { db: new Kysely<any>({ dialect: new PGliteDialect(client) }), reached, answer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the PGlite driver', () => {
  it('sends statements outside a transaction without waiting for the ones before', async () => {
    const { db, reached, answer } = heldClient();
    const first = sql`select 1`.execute(db);
    const second = sql`select 2`.execute(db);
    await settle();
    expect(reached).toEqual(['select 1', 'select 2']);
    answer('select 2');
    answer('select 1');
    await Promise.all([first, second]);
  });

  it('keeps every other statement out of a transaction until it commits', async () => {
    const { db, reached, answer } = heldClient();
    const transaction = db.transaction().execute(async (tx) => {
      await sql`update one`.execute(tx);
      await sql`update two`.execute(tx);
    });
    await settle();
    const outside = sql`select outside`.execute(db);
    for (const statement of ['begin', 'update one', 'update two']) {
      await settle();
      answer(statement);
    }
    await settle();
    expect(reached).toEqual(['begin', 'update one', 'update two', 'commit']);
    answer('commit');
    await transaction;
    await settle();
    expect(reached.at(-1)).toBe('select outside');
    answer('select outside');
    await outside;
  });

  it('runs transactions one after another, and frees the database after a rollback', async () => {
    const { db, reached, answer } = heldClient();
    const failed = db.transaction().execute(async (tx) => {
      await sql`update first`.execute(tx);
      throw new Error('refused');
    });
    const next = db.transaction().execute(async (tx) => {
      await sql`update second`.execute(tx);
    });
    for (const statement of ['begin', 'update first', 'rollback']) {
      await settle();
      answer(statement);
    }
    await expect(failed).rejects.toThrow('refused');
    await settle();
    expect(reached).toEqual(['begin', 'update first', 'rollback', 'begin']);
    answer('begin');
    await settle();
    answer('update second');
    await settle();
    answer('commit');
    await next;
    expect(reached.slice(3)).toEqual(['begin', 'update second', 'commit']);
  });
});

describe('PGlite on a thread of its own', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.start();
    await thread.query('create table notes (id int primary key, body text not null, at timestamptz)', []);
  });
  afterAll(() => thread.close());

  it('answers rows, column counts and affected rows', async () => {
    const at = new Date('2026-11-27T08:00:00Z');
    expect(await thread.query('insert into notes values ($1, $2, $3), (2, $2, $3)', [1, 'a\u00e9', at])).toMatchObject({
      rows: [],
      fieldCount: 0,
      affectedRows: 2,
    });
    const { rows, fieldCount } = await thread.query<{ id: number; body: string; at: Date }>('select * from notes order by id', []);
    expect(fieldCount).toBe(3);
    expect(rows).toEqual([
      { id: 1, body: 'a\u00e9', at },
      { id: 2, body: 'a\u00e9', at },
    ]);
  });

  it('passes on database errors with the fields callers read', async () => {
    const error = await thread.query('insert into notes values (1, $1)', ['again']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey', table: 'notes' });
  });

  it('refuses a parameter that cannot be sent to the thread, and goes on', async () => {
    await expect(thread.query('select $1::text', [() => 'x'])).rejects.toThrow();
    expect((await thread.query<{ n: number }>('select count(*)::int as n from notes', [])).rows).toEqual([{ n: 2 }]);
  });

  it('says so when the database cannot open', async () => {
    await expect(PgliteThread.start({ dir: '/dev/null/pglite' })).rejects.toThrow();
  });

  it('refuses statements once closed', async () => {
    const closing = await PgliteThread.start();
    await closing.close();
    await expect(closing.query('select 1', [])).rejects.toThrow('The embedded database has stopped.');
  });
});
