import { DesignAttr, type DesignGraph } from '@eb/domain/design';
import {
  type Action,
  type Actor,
  type DesignFacts,
  decide,
  designFactsOf,
  type Refusal,
  RULES,
  type Target,
  type WindowFacts,
  windowFactsOf,
} from '@eb/domain/permissions';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { type DesignRow, type DesignState, designAttribute, type ItemRow } from './state.ts';

/**
 * The server's checks, read from the domain's permission table (`can`/`decide` in
 * @eb/domain/permissions): what the page hides for a caller, the server refuses to the same caller.
 * Reading needs only the id: a design id is an unguessable capability (ARCHITECTURE "Identity").
 */
export type DesignOwners = Pick<DesignRow, 'owner_session_id' | 'owner_user_id'>;

/** Whether the caller's account, or the (guest) session that made it, owns the design. */
export function owns(identity: SessionData, design: DesignOwners): boolean {
  if (design.owner_user_id && design.owner_user_id === identity.uid) return true;
  return design.owner_session_id === identity.sid;
}

const actorFor = (identity: SessionData, design: DesignOwners): Actor => ({
  role: identity.role,
  repId: identity.repId,
  isOwner: owns(identity, design),
});

function designFacts(state: DesignState): DesignFacts {
  return {
    isMandi: designAttribute(state, DesignAttr.isMandi) === 'true',
    isLockedOrOrdered: state.design.is_locked_or_ordered,
    isAutoRelease: designAttribute(state, DesignAttr.isAutoReleaseDesign) === 'true',
  };
}

const windowFacts = (item: ItemRow): WindowFacts => windowFactsOf(item.label, item.product);

/** Throws the table's refusal, as the API answers it. */
function assertCan(actor: Actor, action: Action, target: Target): void {
  const decision = decide(actor, action, target);
  if (!decision.allowed) throw new AppError(decision.code, decision.message);
}

function assertNoRefusal(refusal: Refusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/** Who may change a design: a rep, the account it belongs to, or the (guest) session that made it. */
export function canChangeDesign(identity: SessionData, design: DesignOwners): boolean {
  return decide(actorFor(identity, design), 'design.change').allowed;
}

/**
 * Who may add designs to a job session: a rep, or whoever started it (its account, or the
 * anonymous session that started it). Sessions from before owners were kept have none.
 */
export function canChangeSession(
  identity: SessionData,
  session: { owner_session_id: string | null; owner_user_id: string | null },
): boolean {
  const isOwner = session.owner_user_id
    ? session.owner_user_id === identity.uid
    : session.owner_session_id !== null && session.owner_session_id === identity.sid;
  return decide({ role: identity.role, repId: identity.repId, isOwner }, 'session.change').allowed;
}

export function assertCanChange(identity: SessionData, design: DesignRow): void {
  const decision = decide(actorFor(identity, design), 'design.change');
  if (!decision.allowed) throw new AppError(decision.code, decision.message);
}

/** The lock refuses owners and reps alike (the table's `open` rule). */
export function assertNotLocked(design: Pick<DesignRow, 'is_locked_or_ordered'>): void {
  assertNoRefusal(RULES.open(null, { design: { isLockedOrOrdered: design.is_locked_or_ordered } }));
}

/** The checks below ask the table for the action a use case performs, on the design state it holds. */
const stateActor = (identity: SessionData, state: DesignState) => actorFor(identity, state.design);

/** Copy Styles onto other windows of the design (a command's graph: its owners and its design). */
export function assertCanCopyStyles(identity: SessionData, owners: DesignOwners, graph: DesignGraph): void {
  assertCan(actorFor(identity, owners), 'window.copyStyles', { design: designFactsOf(graph.design) });
}

/**
 * Edit Options through a window's configuration (PUT /configurations/{id}): the table's
 * `window.editProduct` on the design holding it, with the windows that hold it, exactly as the
 * builder's Edit Options is decided (an associate's only on a measure-and-install design, and for a
 * Custom product; never on a locked one).
 */
export function assertCanEditProducts(
  identity: SessionData,
  design: DesignRow,
  attributes: ReadonlyMap<string, string | null>,
  windows: readonly Pick<ItemRow, 'label' | 'product'>[],
): void {
  assertCan(actorFor(identity, design), 'window.editProduct', {
    design: {
      isMandi: attributes.get(DesignAttr.isMandi) === 'true',
      isLockedOrOrdered: design.is_locked_or_ordered,
      isAutoRelease: attributes.get(DesignAttr.isAutoReleaseDesign) === 'true',
    },
    windows: windows.map((item) => windowFactsOf(item.label, item.product)),
  });
}

/**
 * Share (doc 001 §6), as the page's Share control is decided: the table's `design.share` for the
 * caller on this design (its mode from its attributes, and whether it was already shared).
 */
export function shareRefusal(
  identity: SessionData,
  design: DesignOwners & Pick<DesignRow, 'shared_email'>,
  isMandi: boolean,
): Refusal | null {
  const decision = decide(actorFor(identity, design), 'design.share', {
    // Neither the lock nor an order matters to Share (doc 001 §4).
    design: { isMandi, isLockedOrOrdered: false, isAutoRelease: false },
    shared: Boolean(design.shared_email),
  });
  return decision.allowed ? null : decision;
}

/** A rep's job note (doc 001 §2 Job Notes): the table's `design.addJobNote` on the design as it is now. */
export function assertCanAddJobNote(identity: SessionData, graph: DesignGraph): void {
  assertCan({ role: identity.role, repId: identity.repId, isOwner: false }, 'design.addJobNote', { design: designFactsOf(graph.design) });
}

/** A rep's in-store measure order, or its cancellation: the table's `design.inStoreMeasure` on the design as it is now. */
export function assertCanOrderInStoreMeasure(identity: SessionData, graph: DesignGraph): void {
  assertCan({ role: identity.role, repId: identity.repId, isOwner: false }, 'design.inStoreMeasure', {
    design: designFactsOf(graph.design),
  });
}

/** Duplicate Design (doc 001 §6): what the button does not offer, the server refuses. */
export function assertCanCopyDesign(identity: SessionData, state: DesignState): void {
  // The design's own invalid or discontinued products are the caller's to fix first: 400
  // VALIDATION_FAILED, as a window's or a room's duplicate answers them.
  assertCan(stateActor(identity, state), 'design.duplicate', { design: designFacts(state), windows: state.items.map(windowFacts) });
}
