import { z } from 'zod';
import { type DesignCommand, designCommandSchema } from './commands/command.ts';
import { listInWords } from './format.ts';
import { ROLES, type Role } from './identity.ts';

/**
 * What the change stream of one design sends (`GET /designs/{id}/events`, server-sent events).
 * - change: a write landed; `command` is what it did (apply it to a graph at `version - 1`), absent
 *   when it was too large to send or not a command, in which case the client loads the design again;
 *   `by` is the person key (see `Viewer`) of whoever made it, when it was a command.
 * - reload: the client is too far behind to catch up from events; load the design again.
 * - presence: who has the design open through one server process (merged by the client).
 * - welcome: the first event of a stream: the id this connection is listed under, the key of the
 *   person behind it, and the version now.
 */
export interface Viewer {
  /** One open stream (one tab). */
  viewerId: string;
  /**
   * The person behind it, the same for all their tabs: an opaque key the server derives from the
   * signed-in user or the guest session and the design, so it names nobody and differs per design.
   */
  personKey: string;
  name: string;
  role: Role;
}

export type DesignEvent =
  | { type: 'change'; designId: string; version: number; command?: DesignCommand; origin?: string; by?: string }
  | { type: 'reload'; designId: string; version: number }
  | { type: 'presence'; designId: string; source: string; viewers: Viewer[] }
  | { type: 'welcome'; designId: string; viewerId: string; personKey: string; version: number };

const viewerSchema = z.object({ viewerId: z.string(), personKey: z.string(), name: z.string(), role: z.enum(ROLES) });

/** The contract of one event of the change stream (`DesignEvent`), checked by the page in development and tests. */
export const designEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('change'),
    designId: z.string(),
    version: z.number().int(),
    command: designCommandSchema.optional(),
    origin: z.string().optional(),
    by: z.string().optional(),
  }),
  z.object({ type: z.literal('reload'), designId: z.string(), version: z.number().int() }),
  z.object({ type: z.literal('presence'), designId: z.string(), source: z.string(), viewers: z.array(viewerSchema) }),
  z.object({ type: z.literal('welcome'), designId: z.string(), viewerId: z.string(), personKey: z.string(), version: z.number().int() }),
]);

/** How long a process's presence report holds without a fresh one. */
export const PRESENCE_TTL_MS = 45_000;
/** How often a process repeats its presence reports. */
export const PRESENCE_HEARTBEAT_MS = 15_000;

export const OWN_OTHER_TAB = 'You also have this design open in another tab';
const GUEST_NAME = 'A guest';

/**
 * 'Dana (rep) is viewing this design': the other people viewing, each once however many tabs they
 * have open, reps marked as such, guests counted ('2 guests'). When the only others are the viewer's
 * own other tabs, it says so instead of naming the viewer to themselves.
 */
export function presenceSentence(viewers: readonly Viewer[], ownPersonKey: string | null = null): string | null {
  const people = new Map<string, Viewer>();
  for (const viewer of viewers) if (viewer.personKey !== ownPersonKey) people.set(viewer.personKey, viewer);
  if (people.size === 0) return viewers.length > 0 ? OWN_OTHER_TAB : null;
  let guests = 0;
  const named: string[] = [];
  for (const person of people.values()) {
    if (isNamelessGuest(person)) guests += 1;
    else named.push(shownName(person));
  }
  if (guests > 0) named.push(guests === 1 ? GUEST_NAME : `${guests} guests`);
  const list = listInWords(named);
  const many = people.size > 1;
  return `${list} ${many ? 'are' : 'is'} viewing this design`;
}

const isNamelessGuest = (viewer: Viewer) => viewer.role === 'guest' && viewer.name === GUEST_NAME;
/** 'Dana (rep)', 'Sam', 'A guest'. */
const shownName = (viewer: Viewer) => (viewer.role === 'rep' ? `${viewer.name} (rep)` : viewer.name);

/** Who made a change, as a notice names them. */
export type Changer = { kind: 'you' } | { kind: 'person'; name: string } | { kind: 'unknown' };
export const UNKNOWN_CHANGER: Changer = { kind: 'unknown' };

/**
 * The person behind a change (its event's `by`), from who is viewing the design: the viewer
 * themselves in another tab, someone else viewing it ('Dana (rep)'), or nobody known (their tab is
 * closed already, or the change did not come from the builder).
 */
export function changerOf(by: string | undefined, viewers: readonly Viewer[], ownPersonKey: string | null): Changer {
  if (by === undefined) return UNKNOWN_CHANGER;
  if (by === ownPersonKey) return { kind: 'you' };
  const viewer = viewers.find((candidate) => candidate.personKey === by);
  return viewer ? { kind: 'person', name: shownName(viewer) } : UNKNOWN_CHANGER;
}

/** The name a viewer is shown under: their name, the part of their email before the @, or 'A guest'. */
export function viewerName(person: { name: string | null; email: string | null }): string {
  const name = person.name?.trim();
  if (name) return name;
  const local = person.email?.split('@')[0]?.trim();
  return local || GUEST_NAME;
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
