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

/** @type {{ dir?: string, dump?: Uint8Array }} */
const { dir, dump } = workerData;
let db;
try {
  db = dump ? await PGlite.create({ loadDataDir: new Blob([dump]) }) : dir ? await PGlite.create(dir) : await PGlite.create();
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
