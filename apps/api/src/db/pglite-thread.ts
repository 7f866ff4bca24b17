import { Worker } from 'node:worker_threads';
import type { PGliteOptions } from '@electric-sql/pglite';
import type { PgliteClient, PgliteResult } from './pglite-dialect.ts';

type Answer = { id: number; error?: Record<string, unknown> } & PgliteResult<unknown>;

interface Waiting {
  resolve(result: PgliteResult<unknown>): void;
  reject(error: unknown): void;
}

/** A database error from the thread, with the fields callers read (`code`, `constraint`, ...). */
function errorFrom(fields: Record<string, unknown>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(String(message)), rest);
}

/**
 * Embedded PGlite on a thread of its own (`pglite-worker.mjs`). PGlite runs every statement on the
 * thread that holds it; on the server's thread that time was taken from parsing requests and writing
 * answers. Here the server's thread sends a statement and goes on with other requests until the rows
 * come back. Statements run in the order they are sent. The thread keeps the process alive only while
 * a statement is on its way.
 */
export class PgliteThread implements PgliteClient {
  private next = 0;
  private readonly waiting = new Map<number, Waiting>();
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.unref();
    worker.on('message', (answer: Answer) => this.settle(answer));
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const entry of this.waiting.values()) entry.reject(this.stopped);
      this.waiting.clear();
    };
    worker.on('error', (error) => {
      console.error(`The embedded database stopped: ${error.message}`);
      stop(error);
    });
    worker.on('exit', () => stop(new Error('The embedded database has stopped.')));
  }

  /**
   * Opens PGlite on a new thread: files under `dir`, a data-dir dump in memory, or else empty in memory.
   * `settings` are server settings for this start (`shared_buffers`, ...). A dump held in a
   * SharedArrayBuffer reaches the thread without a copy; `wasmModule`, PGlite's own pglite.wasm
   * compiled once, spares a thread compiling it again (and its code warming up again).
   */
  static async start(
    source: { dir?: string; dump?: Uint8Array; settings?: Record<string, string>; wasmModule?: PGliteOptions['pgliteWasmModule'] } = {},
  ): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: source });
    let onMessage!: (message: { ready?: true; failed?: Record<string, unknown> }) => void;
    let onError!: (error: Error) => void;
    let onExit!: (code: number) => void;
    try {
      await new Promise<void>((resolve, reject) => {
        onMessage = (message) =>
          message.ready ? resolve() : reject(errorFrom(message.failed ?? { message: 'The embedded database did not open.' }));
        onError = reject;
        onExit = (code) => reject(new Error(`The embedded database did not open (its thread ended with code ${code}).`));
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      });
    } finally {
      // Only the listeners of this wait come off: a Worker keeps listeners of its own.
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    }
    return new PgliteThread(worker);
  }

  query<R>(sql: string, params: unknown[]): Promise<PgliteResult<R>> {
    return this.post({ sql, params }) as Promise<PgliteResult<R>>;
  }

  async close(): Promise<void> {
    if (!this.stopped) await this.post({ close: true });
    this.stopped ??= new Error('The embedded database has stopped.');
    await this.worker.terminate();
  }

  private post(message: { sql: string; params: unknown[] } | { close: true }): Promise<PgliteResult<unknown>> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      // Throws (DataCloneError) before anything is sent when a parameter cannot cross threads.
      this.worker.postMessage({ id, ...message });
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
    });
  }

  private settle(answer: Answer): void {
    const entry = this.waiting.get(answer.id);
    if (!entry) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (answer.error) entry.reject(errorFrom(answer.error));
    else entry.resolve(answer);
  }
}
