import { type DesignCommand, designCommandSchema } from '@eb/domain/commands/command';

/**
 * Edits the server had not answered when a page was left (the person confirmed leaving, most often
 * while offline), kept in this browser per design and per tab, and sent when the design is opened
 * here again. Storage is the browser's: a full or blocked storage keeps nothing, and what comes back
 * is checked like any command before it is used. Each edit keeps its Idempotency-Key: one that did
 * reach the server before the page went (a keepalive request) is then answered, not applied twice.
 */
const KEY_PREFIX = 'eb.unsentEdits.';
/** Edits older than this are not sent any more: the design has likely moved on without them. */
export const UNSENT_EDITS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const keyOf = (designId: string, tab: string) => `${KEY_PREFIX}${designId}.${tab}`;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** The Idempotency-Key each edit taken back out of storage was sent with (see `takeUnsentEdits`). */
const keptKeys = new WeakMap<DesignCommand, string>();

/** The Idempotency-Key an edit from `takeUnsentEdits` was first sent with: sending it again uses the same. */
export function keptKeyOf(command: DesignCommand): string | undefined {
  return keptKeys.get(command);
}

/**
 * Keeps one tab's unanswered edits of a design (each tab its own entry: two tabs closed offline keep
 * both), each with the Idempotency-Key it was sent with (`keys`, in the same order).
 */
export function keepUnsentEdits(
  designId: string,
  tab: string,
  commands: readonly DesignCommand[],
  now = Date.now(),
  keys: readonly string[] = [],
): void {
  if (commands.length === 0) return;
  try {
    const kept = keys.length === commands.length ? { keptAt: now, commands, keys } : { keptAt: now, commands };
    storage()?.setItem(keyOf(designId, tab), JSON.stringify(kept));
  } catch {
    // Full or refused: the browser already asked before the page was left.
  }
}

/** Drops what one tab kept (it came back from the browser's page cache and sends them itself). */
export function forgetUnsentEdits(designId: string, tab: string): void {
  try {
    storage()?.removeItem(keyOf(designId, tab));
  } catch {
    // Nothing to forget.
  }
}

/** One kept entry's edits, or none when it is too old or anything in it is not a command. */
function readKept(raw: string, now: number): { keptAt: number; commands: DesignCommand[] } | null {
  try {
    const kept = JSON.parse(raw) as { keptAt?: unknown; commands?: unknown; keys?: unknown };
    if (typeof kept.keptAt !== 'number' || now - kept.keptAt > UNSENT_EDITS_MAX_AGE_MS || !Array.isArray(kept.commands)) return null;
    const commands = kept.commands.flatMap((command) => {
      const parsed = designCommandSchema.safeParse(command);
      return parsed.success ? [parsed.data] : [];
    });
    // All or none: a later edit may build on an earlier one.
    if (commands.length !== kept.commands.length) return null;
    // Keys that are not one string per edit are not used: the edits then go with new keys.
    const { keys } = kept;
    if (Array.isArray(keys) && keys.length === commands.length && keys.every((key) => typeof key === 'string' && key !== '')) {
      for (const [index, command] of commands.entries()) keptKeys.set(command, keys[index] as string);
    }
    return { keptAt: kept.keptAt, commands };
  } catch {
    return null;
  }
}

/**
 * Every tab's kept edits of the design, the earliest kept first, taken out of storage (so they are
 * sent once). Other designs' entries past their age go too, so a design never opened again leaves
 * nothing behind for long.
 */
export function takeUnsentEdits(designId: string, now = Date.now()): DesignCommand[] {
  const store = storage();
  if (!store) return [];
  const prefix = `${KEY_PREFIX}${designId}.`;
  const entries: { keptAt: number; commands: DesignCommand[] }[] = [];
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      const raw = store.getItem(key);
      const kept = raw ? readKept(raw, now) : null;
      if (key.startsWith(prefix)) {
        store.removeItem(key);
        if (kept) entries.push(kept);
      } else if (!kept) {
        store.removeItem(key);
      }
    }
  } catch {
    return [];
  }
  return entries.sort((a, b) => a.keptAt - b.keptAt).flatMap((entry) => entry.commands);
}
