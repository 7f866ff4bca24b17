import { useEffect, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../../ui/after-next-paint.ts';
import { watchNearScreen, whenNearScreen } from '../../ui/near-screen.ts';

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
/**
 * Windows a slice renders in a hotel job, where slices run while the user scrolls: a new card is
 * styled and laid out whole in its first frame (about 150 elements): six of them made a frame of
 * 50–70 ms on a usual machine, two still 54–57 ms; one a frame leaves no long task while scrolling.
 */
const WINDOWED_SLICE = 1;
/**
 * From this many windows (a hotel job), a room's windows render only while the room is near the
 * screen, and give way to empty boxes when it goes far again: a thousand cards kept on the page make
 * every scroll and every edit pay for all of them.
 */
export const WINDOWED_FROM = 400;

interface Progress {
  /** Windows before this place among the design's may render. */
  limit: number;
  /** How many windows the design has: the slices stop there. */
  total: number;
  /** Rooms near the screen, with how many of their windows may render ahead of their turn. */
  nearRooms: Map<string, { allowed: number; size: number }>;
  /** Rooms that were near and went far again: their windows, even the first screen's, wait until they come back. */
  farRooms: Set<string>;
  /** A very long design (WINDOWED_FROM): only near rooms render their windows. */
  windowed: boolean;
  scheduled: boolean;
}

const progress = new Map<string, Progress>();
const listeners = new Set<() => void>();

function progressOf(designId: string): Progress {
  let entry = progress.get(designId);
  if (!entry) {
    entry = { limit: FIRST_WINDOWS, total: 0, nearRooms: new Map(), farRooms: new Set(), windowed: false, scheduled: false };
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
      room.allowed += entry.windowed ? WINDOWED_SLICE : SLICE_WINDOWS;
      return;
    }
  }
  if (entry.windowed) return;
  entry.limit += SLICE_WINDOWS;
  if (entry.limit >= entry.total) entry.limit = Number.POSITIVE_INFINITY;
}

/** Whether a windowed design has a near room still rendering its windows. */
const nearRoomPending = (entry: Progress) => [...entry.nearRooms.values()].some((room) => room.allowed < room.size);

/** The next slice, after the browser has painted the last one. */
function schedule(entry: Progress): void {
  if (entry.scheduled || done(entry) || (entry.windowed && !nearRoomPending(entry))) return;
  entry.scheduled = true;
  const run = () => {
    entry.scheduled = false;
    step(entry);
    for (const listener of listeners) listener();
    schedule(entry);
  };
  // One slice a frame: slices run back to back between two frames would leave the frame to style and
  // lay out all their cards at once, a long task while scrolling a hotel job.
  afterNextPaint(run);
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
    entry.windowed = total >= WINDOWED_FROM;
    if (entry.limit >= total) entry.limit = Number.POSITIVE_INFINITY;
    else schedule(entry);
  }, [designId, total]);
  // Shown again later (another tab picked, then this one), the design renders from its first screen again.
  useEffect(() => () => void progress.delete(designId), [designId]);
}

/**
 * A room near the screen has its windows rendered before the rest. In a windowed design a room that
 * goes far again gives its windows back (unless focus is in one of them), and takes them again when
 * it comes back.
 */
export function useRoomNearScreen(
  designId: string,
  containerId: string,
  size: number,
  section: React.RefObject<HTMLElement | null>,
  /** The design holds WINDOWED_FROM windows or more. */
  windowed: boolean,
): void {
  useEffect(() => {
    const element = section.current;
    const entry = progressOf(designId);
    // Rooms mount before their design's own effects run: the design's length is told here too.
    if (windowed) entry.windowed = true;
    if (!element || done(entry)) return;
    const near = () => {
      const current = progressOf(designId);
      if (done(current) || current.nearRooms.has(containerId)) return;
      current.farRooms.delete(containerId);
      current.nearRooms.set(containerId, { allowed: 0, size });
      schedule(current);
    };
    if (!entry.windowed) return whenNearScreen(element, near);
    return watchNearScreen(element, (isNear) => {
      if (isNear) return near();
      const current = progressOf(designId);
      if (!current.nearRooms.has(containerId) || element.contains(document.activeElement)) return;
      current.nearRooms.delete(containerId);
      current.farRooms.add(containerId);
      for (const listener of listeners) listener();
    });
  }, [designId, containerId, size, section, windowed]);
}

/**
 * Whether the window renders now: `index` is its place among the design's windows, `indexInRoom`
 * its place in its room. Once its turn has come it stays (turns only grow).
 */
export function useWindowTurn(designId: string, containerId: string, index: number, indexInRoom: number): boolean {
  return useSyncExternalStore(subscribe, () => {
    const entry = progress.get(designId);
    if (!entry) return index < FIRST_WINDOWS;
    if (indexInRoom < (entry.nearRooms.get(containerId)?.allowed ?? 0)) return true;
    return index < entry.limit && !entry.farRooms.has(containerId);
  });
}
