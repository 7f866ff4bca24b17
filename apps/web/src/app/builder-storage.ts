import type { Item } from '@eb/domain/design';
import { type BuilderState, initialBuilderState } from '../features/builder/state/builder-slice.ts';

/** The builder's open designs survive reloads in local storage (doc 000 §4 "Persistence"): all but the windows. */
export const PERSIST_KEY = 'eb.builder.v1';
/**
 * The windows are kept apart, spread over this many entries by their id, so that an edit rewrites
 * the entry of the window it changed (a sixteenth of a hotel job) instead of the whole job.
 */
export const WINDOW_ENTRIES = 16;
export const windowsKey = (entry: number) => `${PERSIST_KEY}.windows.${entry}`;

/** The entry a window is kept in: a sum of its id's characters, so any id has one and they spread evenly. */
export function entryOf(itemId: string): number {
  let sum = 0;
  for (let index = 0; index < itemId.length; index += 1) sum += itemId.charCodeAt(index);
  return sum % WINDOW_ENTRIES;
}

type Rest = Omit<BuilderState, 'items'>;

/** States read from the single entry of before, which held the windows too: written whole at the first change. */
const readWhole = new WeakSet<BuilderState>();

/**
 * Reads what `builderWriter` wrote (and the older single entry, which held the windows too). A design
 * whose rooms or windows did not all reach storage (the browser stopped between two writes) is kept
 * but marked as version 0, so the builder loads it again from the server when it opens.
 */
export function readBuilder(storage: Storage | undefined): BuilderState | undefined {
  try {
    const raw = storage?.getItem(PERSIST_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<BuilderState> | null;
    if (!stored || typeof stored !== 'object' || !Array.isArray(stored.openDesignIds)) return undefined;
    const items: Record<string, Item> = { ...(stored.items ?? {}) };
    for (let entry = 0; entry < WINDOW_ENTRIES; entry += 1) {
      const windows = storage?.getItem(windowsKey(entry));
      if (windows) Object.assign(items, JSON.parse(windows) as Record<string, Item>);
    }
    const builder: BuilderState = { ...initialBuilderState, ...stored, items, newDesignModalOpen: false };
    const designs = { ...builder.designs };
    for (const [designId, design] of Object.entries(designs)) {
      const whole = design.containers.every((roomId) => builder.containers[roomId]) && design.items.every((itemId) => items[itemId]);
      if (!whole) designs[designId] = { ...design, version: 0 };
    }
    const read = { ...builder, designs };
    if (stored.items) readWhole.add(read);
    return read;
  } catch (error) {
    console.warn('The saved builder state could not be read', error);
    return undefined;
  }
}

export interface BuilderWriter {
  /**
   * Writes what changed since the last write: the entries of the windows that changed, came or
   * went, while `hasTime` says there is time (at least one entry a call), then the rest. Answers
   * whether everything is written.
   */
  write(builder: BuilderState, hasTime: () => boolean): boolean;
}

/** `written` is what storage holds now (what was read from it, or nothing). */
export function builderWriter(storage: () => Storage | undefined, written: BuilderState | undefined): BuilderWriter {
  const known = written && !readWhole.has(written) ? written : undefined;
  let seenItems: Record<string, Item> = known?.items ?? {};
  let writtenRest: Rest | undefined = known ? restOf(known) : undefined;
  const dirty = new Set<number>();
  const entries = new Map<string, number>();
  const entryOfCached = (itemId: string) => {
    let entry = entries.get(itemId);
    if (entry === undefined) {
      entry = entryOf(itemId);
      entries.set(itemId, entry);
    }
    return entry;
  };

  return {
    write(builder, hasTime) {
      const { items } = builder;
      if (items !== seenItems) {
        // Untouched windows keep their objects, so finding the changed ones is a pointer comparison.
        for (const itemId in items) if (items[itemId] !== seenItems[itemId]) dirty.add(entryOfCached(itemId));
        for (const itemId in seenItems) if (!(itemId in items)) dirty.add(entryOfCached(itemId));
        seenItems = items;
      }
      const target = storage();
      if (dirty.size > 0) {
        const groups = new Map<number, Record<string, Item>>([...dirty].map((entry) => [entry, {}]));
        for (const itemId in items) {
          const group = groups.get(entryOfCached(itemId));
          if (group) group[itemId] = items[itemId] as Item;
        }
        for (const [entry, group] of groups) {
          target?.setItem(windowsKey(entry), JSON.stringify(group));
          dirty.delete(entry);
          if (dirty.size > 0 && !hasTime()) return false;
        }
      }
      // The rest goes last: until it is written, storage holds an older version number with newer windows,
      // which the builder loads again rather than trusts.
      const rest = restOf(builder);
      if (!writtenRest || Object.keys(rest).some((key) => rest[key as keyof Rest] !== writtenRest?.[key as keyof Rest])) {
        target?.setItem(PERSIST_KEY, JSON.stringify(rest));
        writtenRest = rest;
      }
      return true;
    },
  };
}

function restOf(builder: BuilderState): Rest {
  const { items: _items, ...rest } = builder;
  return rest;
}
