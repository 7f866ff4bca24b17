import { applyCommand } from '@eb/domain/commands/apply';
import { derive } from '@eb/domain/commands/derive';
import { emptyDesign, id, rep } from '@eb/domain/commands/test-graph';
import type { DesignGraph } from '@eb/domain/design';
import { describe, expect, it, vi } from 'vitest';
import { type BuilderState, builderSlice, initialBuilderState } from '../features/builder/state/builder-slice.ts';
import { builderWriter, entryOf, PERSIST_KEY, readBuilder, WINDOW_ENTRIES, windowsKey } from './builder-storage.ts';

/** Local storage as the browser has it, counting the writes of each key. */
function memoryStorage() {
  const values = new Map<string, string>();
  const writes: string[] = [];
  const storage: Storage = {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, value);
      writes.push(key);
    },
  };
  return { storage, writes, values };
}

/** A design of `rooms` rooms of `perRoom` windows each, as the builder holds it. */
function openDesign(rooms: number, perRoom: number): BuilderState {
  let graph: DesignGraph = derive(emptyDesign());
  for (let room = 0; room < rooms; room += 1) {
    graph = applyCommand(graph, { type: 'room.add', containerId: id(1000 + room) }, rep).graph;
    for (let window = 0; window < perRoom; window += 1) {
      graph = applyCommand(
        graph,
        { type: 'window.add', containerId: id(1000 + room), itemId: id(10_000 + room * 100 + window) },
        rep,
      ).graph;
    }
  }
  return builderSlice.reducer(initialBuilderState, builderSlice.actions.designReceived(graph));
}

const always = () => true;
const never = () => false;

function renamed(builder: BuilderState, itemId: string, label: string): BuilderState {
  const item = builder.items[itemId];
  if (!item) throw new Error('no such window');
  const design = builder.designs[id(1)];
  if (!design) throw new Error('no design');
  return {
    ...builder,
    items: { ...builder.items, [itemId]: { ...item, label } },
    designs: { ...builder.designs, [id(1)]: { ...design, version: design.version + 1 } },
  };
}

describe('the builder in local storage (doc 000 §4 Persistence)', () => {
  it('reads back what it wrote: the open designs with every room and window', () => {
    const { storage } = memoryStorage();
    const builder = openDesign(3, 7);
    expect(builderWriter(() => storage, undefined).write(builder, always)).toBe(true);
    expect(readBuilder(storage)).toEqual(builder);
  });

  it('keeps the windows apart from the rest, spread over its entries, so no entry holds them all', () => {
    const { storage, values } = memoryStorage();
    const builder = openDesign(10, 20);
    builderWriter(() => storage, undefined).write(builder, always);
    expect(JSON.parse(values.get(PERSIST_KEY) ?? '{}')).not.toHaveProperty('items');
    const sizes = Array.from(
      { length: WINDOW_ENTRIES },
      (_, entry) => Object.keys(JSON.parse(values.get(windowsKey(entry)) ?? '{}')).length,
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(200);
    expect(Math.max(...sizes)).toBeLessThan(200 / 4);
  });

  it('after an edit of one window writes only that window’s entry and the rest, and nothing when nothing changed', () => {
    const { storage, writes } = memoryStorage();
    const builder = openDesign(10, 20);
    const writer = builderWriter(() => storage, undefined);
    writer.write(builder, always);
    writes.length = 0;
    const itemId = id(10_305);
    const next = renamed(builder, itemId, 'Bay');
    expect(writer.write(next, always)).toBe(true);
    expect(writes).toEqual([windowsKey(entryOf(itemId)), PERSIST_KEY]);
    writes.length = 0;
    expect(writer.write(next, always)).toBe(true);
    expect(writes).toEqual([]);
    expect(readBuilder(storage)?.items[itemId]?.label).toBe('Bay');
  });

  it('writes one entry a call while there is no time, the rest last, and is done only then', () => {
    const { storage, writes } = memoryStorage();
    const builder = openDesign(10, 20);
    const writer = builderWriter(() => storage, undefined);
    let calls = 1;
    while (!writer.write(builder, never)) calls += 1;
    expect(calls).toBe(WINDOW_ENTRIES);
    expect(writes.at(-1)).toBe(PERSIST_KEY);
    expect(writes.filter((key) => key === PERSIST_KEY)).toHaveLength(1);
    expect(readBuilder(storage)).toEqual(builder);
  });

  it('loads a design again from the server when storage holds some of its windows but not all (the browser stopped between writes)', () => {
    const { storage } = memoryStorage();
    const builder = openDesign(2, 3);
    const writer = builderWriter(() => storage, undefined);
    writer.write(builder, always);
    // A window is deleted: its entry is written, then the browser stops before the rest.
    const gone = id(10_101);
    const design = builder.designs[id(1)];
    if (!design) throw new Error('no design');
    const { [gone]: _gone, ...items } = builder.items;
    const next = {
      ...builder,
      items,
      designs: { ...builder.designs, [id(1)]: { ...design, items: design.items.filter((item) => item !== gone), version: 9 } },
    };
    let failRest = true;
    const stopping: Storage = {
      ...storage,
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        if (key === PERSIST_KEY && failRest) throw new Error('stopped');
        storage.setItem(key, value);
      },
    };
    expect(() => builderWriter(() => stopping, builder).write(next, always)).toThrow('stopped');
    expect(readBuilder(storage)?.designs[id(1)]?.version).toBe(0);
    failRest = false;
    expect(builderWriter(() => stopping, builder).write(next, always)).toBe(true);
    expect(readBuilder(storage)?.designs[id(1)]?.version).toBe(9);
  });

  it('reads the single entry of before, windows included, and writes it apart at the first change', () => {
    const { storage, values, writes } = memoryStorage();
    const builder = openDesign(2, 3);
    storage.setItem(PERSIST_KEY, JSON.stringify(builder));
    const read = readBuilder(storage);
    expect(read).toEqual(builder);
    writes.length = 0;
    const writer = builderWriter(() => storage, read);
    const itemId = id(10_001);
    expect(writer.write(renamed(read as BuilderState, itemId, 'Side'), always)).toBe(true);
    expect(JSON.parse(values.get(PERSIST_KEY) ?? '{}')).not.toHaveProperty('items');
    expect(new Set(writes).size).toBe(new Set(Object.keys(builder.items).map(entryOf)).size + 1);
    expect(readBuilder(storage)?.items[itemId]?.label).toBe('Side');
  });

  it('reads nothing from an empty or broken storage, and says so in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storage } = memoryStorage();
    expect(readBuilder(storage)).toBeUndefined();
    storage.setItem(PERSIST_KEY, '{not json');
    expect(readBuilder(storage)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    storage.setItem(PERSIST_KEY, JSON.stringify({ openDesignIds: 'x' }));
    expect(readBuilder(storage)).toBeUndefined();
    warn.mockRestore();
  });
});
