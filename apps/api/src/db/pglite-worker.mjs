// @ts-check
/**
 * Embedded PGlite on a thread of its own (see pglite-thread.ts): the server's thread posts it
 * statements and gets their rows back, so the database works beside the HTTP work, not in turn with it.
 *
 * In: { id, sql, params } or { id, close: true }.
 * Out: { ready: true } once open, { failed } if it could not open, then { id, rows, fieldCount, affectedRows } or { id, error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** The fields of a database error that callers read (code, constraint, ...), as plain data. */
function plainError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { message: error.message, name: error.name };
  const source = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error));
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'where', 'position']) {
    if (source[key] !== undefined) fields[key] = source[key];
  }
  return fields;
}

/**
 * A Blob over bytes this thread can already read. PGlite reads a data-dir dump with `arrayBuffer()`,
 * which on a plain Blob streams the bytes out in chunks and copies them together again: half a second
 * of a test database's start for the 40 MB of the migrated template.
 */
class BytesBlob extends Blob {
  /** @type {Uint8Array} */
  #bytes;
  constructor(/** @type {Uint8Array} */ bytes) {
    super([], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }
  get size() {
    return this.#bytes.byteLength;
  }
  /** The bytes' own buffer when they fill it (PGlite only reads a dump: no copy), else a copy. */
  arrayBuffer() {
    const bytes = this.#bytes;
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    return Promise.resolve(/** @type {ArrayBuffer} */ (whole ? bytes.buffer : bytes.slice().buffer));
  }
}

/** @type {{ dir?: string, dump?: Uint8Array, settings?: Record<string, string>, wasmModule?: WebAssembly.Module }} */
const { dir, dump, settings, wasmModule } = workerData;
// Settings given as `-c name=value` after PGlite's own start parameters (which naming any replaces).
const startParams = settings
  ? [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])]
  : undefined;
let db;
try {
  db = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(dump ? { loadDataDir: new BytesBlob(dump) } : {}),
    ...(startParams ? { startParams } : {}),
    ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
  });
} catch (error) {
  port.postMessage({ failed: plainError(error) });
  process.exit(1);
}
const open = db;

port.on('message', async (message) => {
  if (message.close) {
    await open.close();
    port.postMessage({ id: message.id, rows: [], fieldCount: 0 });
    return;
  }
  try {
    const result = await open.query(message.sql, message.params);
    port.postMessage({ id: message.id, rows: result.rows, fieldCount: result.fields.length, affectedRows: result.affectedRows });
  } catch (error) {
    port.postMessage({ id: message.id, error: plainError(error) });
  }
});
port.postMessage({ ready: true });
