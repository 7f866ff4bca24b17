/**
 * Where the server's log lines go: gathered, and handed to the output (standard output unless told
 * otherwise) a batch at a time, when a batch is full, at least once a second, when the app closes,
 * and when the process exits.
 *
 * Why not pino's own destination (sonic-boom) with a minimum length: it measures the byte length of
 * everything it holds on every line, so a line costs more the fuller its buffer is; at one line per
 * request that was a sixth of the cost of a small API call. Here a line costs an array push.
 */
export interface LogBatch {
  write(line: string): void;
  /** Hands over what is gathered now. */
  flush(): void;
  /** Flushes and stops the timer; a line written after this goes out at once. */
  close(): void;
}

export interface LogOutput {
  write(chunk: string): unknown;
}

/** About 64 KB of lines per write: a few hundred requests. */
export const LOG_BATCH_CHARS = 64 * 1024;
export const LOG_BATCH_MS = 1000;

/** Batches not yet closed, flushed when the process exits (one listener for them all). */
const open = new Set<LogBatch>();
let listening = false;
/** What the process does as it exits (exported for its test). */
export function flushAllOnExit(): void {
  for (const batch of open) batch.flush();
}

export function logBatch(output: LogOutput = process.stdout, { chars = LOG_BATCH_CHARS, everyMs = LOG_BATCH_MS } = {}): LogBatch {
  let lines: string[] = [];
  let size = 0;
  let closed = false;
  const flush = () => {
    if (lines.length === 0) return;
    const out = lines.join('');
    lines = [];
    size = 0;
    // Standard output to a file or a pipe is written at once on Linux, so nothing is held twice.
    output.write(out);
  };
  const timer = setInterval(flush, everyMs).unref();
  const batch: LogBatch = {
    write(line) {
      if (closed) {
        output.write(line);
        return;
      }
      lines.push(line);
      size += line.length;
      if (size >= chars) flush();
    },
    flush,
    close() {
      closed = true;
      clearInterval(timer);
      open.delete(batch);
      flush();
    },
  };
  open.add(batch);
  if (!listening) {
    listening = true;
    process.on('exit', flushAllOnExit);
  }
  return batch;
}
