import { useEffect, useSyncExternalStore } from 'react';
import { whenNearScreen } from '../../ui/near-screen.ts';

/**
 * Window cards of a long design are rendered a few at a time, so opening a design costs what its
 * first screen shows, not what the whole job holds (a hotel of 1,000 windows took seconds in one
 * render). The first windows render at once; the rest follow in small slices between which the
 * browser takes input and paints. A room that comes near the screen (a fast scroll, Go to room)
 * goes first. Once a design's windows have all rendered, windows added later render at once.
 */

/** Windows rendered with the design: more than the largest screen holds. */
export const FIRST_WINDOWS = 24;
/** Windows each later slice renders: a slice stays well under a long task (50 ms) on a slow machine. */
const SLICE_WINDOWS = 6;

interface Progress {
  /** Windows before this place among the design's may render. */
  limit: number;
  /** How many windows the design has: the slices stop there. */
  total: number;
  /** Rooms near the screen, with how many of their windows may render ahead of their turn. */
  nearRooms: Map<string, { allowed: number; size: number }>;
  scheduled: boolean;
}

const progress = new Map<string, Progress>();
const listeners = new Set<() => void>();

function progressOf(designId: string): Progress {
  let entry = progress.get(designId);
  if (!entry) {
    entry = { limit: FIRST_WINDOWS, total: 0, nearRooms: new Map(), scheduled: false };
    progress.set(designId, entry);
  }
  return entry;
}

const done = (entry: Progress) => entry.limit === Number.POSITIVE_INFINITY;

/** Whether every window of the design has had its turn (windows then render as they come, wherever they are). */
export function useAllWindowsRendered(designId: string): boolean {
  return useSyncExternalStore(subscribe, () => {
    const entry = progress.get(designId);
    return entry !== undefined && done(entry);
  });
}

/** One slice: the first near room still rendering, else the next windows in the design's order. */
function step(entry: Progress): void {
  for (const room of entry.nearRooms.values()) {
    if (room.allowed < room.size) {
      room.allowed += SLICE_WINDOWS;
      return;
    }
  }
  entry.limit += SLICE_WINDOWS;
  if (entry.limit >= entry.total) entry.limit = Number.POSITIVE_INFINITY;
}

/** The next slice, after the browser has had a turn (input, paint). */
function schedule(entry: Progress): void {
  if (entry.scheduled || done(entry)) return;
  entry.scheduled = true;
  setTimeout(() => {
    entry.scheduled = false;
    step(entry);
    for (const listener of listeners) listener();
    schedule(entry);
  }, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The design has `total` windows: the ones past the first screen render in slices from now on. */
export function useWindowSlices(designId: string, total: number): void {
  useEffect(() => {
    const entry = progressOf(designId);
    if (done(entry)) return;
    entry.total = total;
    if (entry.limit >= total) entry.limit = Number.POSITIVE_INFINITY;
    else schedule(entry);
  }, [designId, total]);
  // Shown again later (another tab picked, then this one), the design renders from its first screen again.
  useEffect(() => () => void progress.delete(designId), [designId]);
}

/** A room near the screen has its windows rendered before the rest. */
export function useRoomNearScreen(designId: string, containerId: string, size: number, section: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = section.current;
    if (!element || done(progressOf(designId))) return;
    return whenNearScreen(element, () => {
      const entry = progressOf(designId);
      if (done(entry) || entry.nearRooms.has(containerId)) return;
      entry.nearRooms.set(containerId, { allowed: 0, size });
      schedule(entry);
    });
  }, [designId, containerId, size, section]);
}

/**
 * Whether the window renders now: `index` is its place among the design's windows, `indexInRoom`
 * its place in its room. Once its turn has come it stays (turns only grow).
 */
export function useWindowTurn(designId: string, containerId: string, index: number, indexInRoom: number): boolean {
  return useSyncExternalStore(subscribe, () => {
    const entry = progress.get(designId);
    if (!entry) return index < FIRST_WINDOWS;
    return index < entry.limit || indexInRoom < (entry.nearRooms.get(containerId)?.allowed ?? 0);
  });
}
