/**
 * Router state of the move to `{base}` once the only open design has closed: the address no longer
 * names it (a reload would open it again), and the base shows the empty builder under the new-design
 * modal (doc 000 §4) instead of going on to `{base}/new`. A reload or a step through history arrives
 * at the base as usual (doc 000 §2).
 */
export const LAST_DESIGN_CLOSED = { lastDesignClosed: true } as const;

export const isLastDesignClosed = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { lastDesignClosed?: unknown }).lastDesignClosed === true;
