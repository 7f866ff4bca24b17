/**
 * Which measurement hints the shopper dismissed, per window: kept in local storage under one key so
 * a dismissed hint stays gone after a reload and on every screen showing that window. Bad or foreign
 * stored data reads as nothing dismissed; storage that cannot be written still works for this page.
 */

export const HINT_DISMISSALS_KEY = 'eb.hintDismissals.v1';
/** Enough for every window a shopper measures; the oldest go first. */
const MAX_WINDOWS = 500;

type Dismissals = Record<string, string[]>;

let memory: Dismissals | null = null;
const listeners = new Set<() => void>();

function parse(raw: string | null | undefined): Dismissals {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const kept: Dismissals = {};
    for (const [windowId, kinds] of Object.entries(value)) {
      if (Array.isArray(kinds)) kept[windowId] = kinds.filter((kind): kind is string => typeof kind === 'string');
    }
    return kept;
  } catch {
    return {};
  }
}

function read(): Dismissals {
  if (memory) return memory;
  try {
    memory = parse(globalThis.localStorage?.getItem(HINT_DISMISSALS_KEY));
  } catch {
    memory = {};
  }
  return memory;
}

/** The kinds dismissed for a window, as one string ('price-step|swap'): a stable snapshot for React. */
export function dismissedHintKinds(windowId: string): string {
  return (read()[windowId] ?? []).join('|');
}

export function dismissHint(windowId: string, kind: string): void {
  const current = read();
  if (current[windowId]?.includes(kind)) return;
  const { [windowId]: previous = [], ...others } = current;
  // The window goes last, so trimming drops the windows dismissed longest ago.
  const entries = [...Object.entries(others), [windowId, [...previous, kind]] as const].slice(-MAX_WINDOWS);
  memory = Object.fromEntries(entries);
  try {
    globalThis.localStorage?.setItem(HINT_DISMISSALS_KEY, JSON.stringify(memory));
  } catch (error) {
    console.warn('The dismissed hint could not be remembered after this page', error);
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: dismissals made here or in another tab. */
export function subscribeHintDismissals(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== HINT_DISMISSALS_KEY && event.key !== null) return;
    memory = parse(event.newValue);
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const shownThisPage = new Set<string>();

/** True the first time a window's hint is shown in this page view: analytics counts it once, not per render. */
export function firstShowing(windowId: string, kind: string): boolean {
  const key = `${windowId}|${kind}`;
  if (shownThisPage.has(key)) return false;
  shownThisPage.add(key);
  return true;
}
