/**
 * Counts renders of the builder's cards when a test asks for it (by setting `__ebRenders` on the
 * page before it loads), so a journey can check that an edit renders only the cards it changed.
 * Without that, it does nothing.
 */
type Counts = Record<string, Record<string, number>>;

export function countRender(kind: 'design' | 'room' | 'window', id: string): void {
  const counts = (globalThis as { __ebRenders?: Counts }).__ebRenders;
  if (!counts) return;
  const of = counts[kind] ?? {};
  counts[kind] = of;
  of[id] = (of[id] ?? 0) + 1;
}
