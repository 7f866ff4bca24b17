import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

/** What the dialect needs of PGlite: PGlite itself in this thread, or a `PgliteThread`. */
export interface PgliteClient {
  query<R>(sql: string, params: unknown[]): Promise<PgliteResult<R>>;
  close(): Promise<void>;
}

export interface PgliteResult<R> {
  rows: R[];
  /** Columns of the answer: 0 for a statement that returns no rows. */
  fieldCount: number;
  affectedRows?: number | undefined;
}

/** PGlite in this thread, as the dialect uses it. */
export function inThisThread(pglite: PGlite): PgliteClient {
  return {
    async query<R>(sql: string, params: unknown[]) {
      const result = await pglite.query<R>(sql, params);
      return { rows: result.rows, fieldCount: result.fields.length, affectedRows: result.affectedRows };
    },
    close: () => pglite.close(),
  };
}

/** Kysely dialect for embedded PGlite (see the driver below for how its one session is shared). */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PgliteClient) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }
  createIntrospector(db: Parameters<Dialect['createIntrospector']>[0]) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/**
 * PGlite is one session. A transaction has it from BEGIN to COMMIT: statements of other callers wait
 * until it ends. Statements outside a transaction go straight on (PGlite runs them in the order they
 * come, each on its own), so a PGlite on another thread is kept busy while this one does other work.
 */
class PGliteDriver implements Driver {
  /** Ends when the transaction that has the session (if any) and all those waiting for it are over. */
  private transactions: Promise<void> = Promise.resolve();
  /** The connection whose transaction has the session now. */
  private holder: PGliteConnection | undefined;
  private held: Promise<void> = Promise.resolve();
  private endHeld: () => void = () => {};

  constructor(private readonly client: PgliteClient) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this);
  }

  /** Runs `compiled` for `connection`: now if it holds the session or nobody does, else when the session is free. */
  async run<R>(connection: PGliteConnection, compiled: CompiledQuery): Promise<QueryResult<R>> {
    while (this.holder !== undefined && this.holder !== connection) await this.held;
    const result = await this.client.query<R>(compiled.sql, [...compiled.parameters]);
    const affected = result.affectedRows;
    return affected === undefined || result.fieldCount > 0
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: BigInt(affected) };
  }

  async beginTransaction(connection: DatabaseConnection) {
    const previous = this.transactions;
    let end!: () => void;
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    this.transactions = previous.then(() => ended);
    await previous;
    this.holder = connection as PGliteConnection;
    this.held = ended;
    this.endHeld = end;
    try {
      await connection.executeQuery(CompiledQuery.raw('begin'));
    } catch (error) {
      this.release();
      throw error;
    }
  }
  async commitTransaction(connection: DatabaseConnection) {
    await this.endWith(connection, 'commit');
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await this.endWith(connection, 'rollback');
  }
  async releaseConnection() {}
  async destroy() {
    await this.transactions;
    await this.client.close();
  }

  private async endWith(connection: DatabaseConnection, statement: 'commit' | 'rollback') {
    try {
      await connection.executeQuery(CompiledQuery.raw(statement));
    } finally {
      if (this.holder === connection) this.release();
    }
  }

  private release() {
    this.holder = undefined;
    this.endHeld();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly driver: PGliteDriver) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.run<R>(this, compiled);
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursors.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries.');
  }
}
