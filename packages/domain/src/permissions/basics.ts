import type { ErrorCode } from '../errors.ts';
import type { Role } from '../identity.ts';

/** Who is looking: the role, and the rep's employee id (reps without one still count as internal users). */
export interface Viewer {
  role: Role;
  repId: string | null;
}

/** Who acts on a design or a record: the viewer, and whether it is theirs (their account or session made it). */
export interface Actor extends Viewer {
  isOwner: boolean;
}

/**
 * Why an action is refused: the error catalogue's code and the sentence the server answers, and how
 * the page treats its control ('hidden', or 'disabled' with the reason beside it).
 */
export interface Refusal {
  code: ErrorCode;
  message: string;
  control: 'hidden' | 'disabled';
}
export type Decision = { allowed: true } | ({ allowed: false } & Refusal);

export const refuse = (code: ErrorCode, message: string, control: Refusal['control'] = 'hidden'): Refusal => ({ code, message, control });

/** An internal user (a rep): the one test of it, for the table and whatever else asks. */
export const isInternal = (viewer: Pick<Viewer, 'role'>) => viewer.role === 'rep';

/**
 * Doc 001 §6: a rep is identified by a rep id and the internal-user check; the associates' own
 * actions (a job note, a change order) need both, as the server's rep-only routes do.
 */
export const associate = (actor: Viewer): Refusal | null =>
  isInternal(actor) && actor.repId ? null : refuse('FORBIDDEN', 'Only sales representatives can do this.');
