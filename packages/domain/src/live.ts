import type { DesignCommand } from './commands/command.ts';
import type { Role } from './identity.ts';

/**
 * What the change stream of one design sends (`GET /designs/{id}/events`, server-sent events).
 * - change: a write landed; `command` is what it did (apply it to a graph at `version - 1`), absent
 *   when it was too large to send or not a command, in which case the client loads the design again.
 * - reload: the client is too far behind to catch up from events; load the design again.
 * - presence: who has the design open through one server process (merged by the client).
 * - welcome: the first event of a stream: the id this connection is listed under and the version now.
 */
export interface Viewer {
  viewerId: string;
  name: string;
  role: Role;
}

export type DesignEvent =
  | { type: 'change'; designId: string; version: number; command?: DesignCommand; origin?: string; by?: string }
  | { type: 'reload'; designId: string; version: number }
  | { type: 'presence'; designId: string; source: string; viewers: Viewer[] }
  | { type: 'welcome'; designId: string; viewerId: string; version: number };

/** How long a process's presence report holds without a fresh one. */
export const PRESENCE_TTL_MS = 45_000;
/** How often a process repeats its presence reports. */
export const PRESENCE_HEARTBEAT_MS = 15_000;

/** 'Dana (rep) is viewing this design' — the names of the others with their role where it helps. */
export function presenceSentence(viewers: readonly Viewer[]): string | null {
  if (viewers.length === 0) return null;
  const named = viewers.map((viewer) => (viewer.role === 'rep' ? `${viewer.name} (rep)` : viewer.name));
  const unique = [...new Set(named)];
  const list = unique.length === 1 ? unique[0] : `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
  return `${list} ${unique.length === 1 ? 'is' : 'are'} viewing this design`;
}

/** The name a viewer is shown under: their name, the part of their email before the @, or 'A guest'. */
export function viewerName(person: { name: string | null; email: string | null }): string {
  const name = person.name?.trim();
  if (name) return name;
  const local = person.email?.split('@')[0]?.trim();
  return local || 'A guest';
}

/**
 * Everyone else viewing a design, from the presence reports of every server process: reports older
 * than the time-to-live are dropped, and the viewer itself is left out.
 */
export function otherViewers(
  reports: ReadonlyMap<string, { viewers: readonly Viewer[]; at: number }>,
  selfId: string | null,
  now: number,
): Viewer[] {
  const seen = new Map<string, Viewer>();
  for (const report of reports.values()) {
    if (now - report.at > PRESENCE_TTL_MS) continue;
    for (const viewer of report.viewers) if (viewer.viewerId !== selfId) seen.set(viewer.viewerId, viewer);
  }
  return [...seen.values()];
}
