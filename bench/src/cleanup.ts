/**
 * Things to close or stop, newest first: at the end of a step, or all at once on Ctrl-C / SIGTERM,
 * so that a throwaway PostgreSQL server never outlives the bench.
 */
const pending: { close: () => Promise<void> }[] = [];

/** Registers `close` and returns a function that runs it once, now, and forgets it. */
export function defer(close: () => Promise<void>): () => Promise<void> {
  const entry = { close };
  pending.push(entry);
  return async () => {
    const index = pending.indexOf(entry);
    if (index === -1) return;
    pending.splice(index, 1);
    await close();
  };
}

/** Runs every pending close, newest first; failures are printed, not thrown. */
export async function closeAll(): Promise<void> {
  for (const entry of pending.splice(0).reverse()) {
    await entry.close().catch((error) => console.error('Cleanup failed:', error));
  }
}

export function closeAllOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up...`);
      void closeAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}
