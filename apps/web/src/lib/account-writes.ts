/**
 * Writes that change what the account lists (a design joining the account as it loads), still on
 * their way. The account's list waits for them, so a shopper who opens My Estimates the moment after
 * signing in finds every design that was joining it, not the ones that happened to be done.
 */
const pending = new Set<Promise<unknown>>();

/** Counts `work` as pending until it settles; answers `work` itself. */
export function trackAccountWrite<T>(work: Promise<T>): Promise<T> {
  pending.add(work);
  const done = () => pending.delete(work);
  work.then(done, done);
  return work;
}

/** Resolves once every pending write has settled, those started meanwhile included; never rejects. */
export async function accountWritesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
