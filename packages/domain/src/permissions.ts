import { type Design, type ItemProduct, isAutoReleaseDesign, isMandiDesign, ORDER_DESIGN_ATTRIBUTES } from './design.ts';
import { DESIGN_LOCKED_MESSAGE } from './messages.ts';
import { type Actor, associate, type Decision, isInternal, type Refusal, refuse, type Viewer } from './permissions/basics.ts';
import {
  isRecordAction,
  RECORD_PERMISSION_TABLE,
  type RecordAction,
  type RecordFacts,
  type RecordFactsArgument,
} from './permissions/records.ts';
import { SHARE_MESSAGES } from './sharing.ts';
import type { Site } from './sites.ts';

/**
 * The one permission table (doc 000 §4, §6; doc 001 §3–§6): the builder's actions on a design here,
 * the records beside it (orders, jobs, prints, mail, configurations) in `permissions/records.ts`.
 * Every control of the page, every command's check and the server's owner and role checks ask `can`
 * or `decide`, so what the page hides the server refuses, and what it shows the server does.
 */

export { type Actor, type Decision, isInternal, type Refusal, type Viewer } from './permissions/basics.ts';
export {
  CONFIGURATION_MAKER_ONLY,
  ESTIMATE_DELETE_ACCOUNT_ONLY,
  JOB_NOT_FOUND,
  ORDER_NOT_FOUND,
  RECORD_ACTIONS,
  RECORD_PERMISSION_TABLE,
  type RecordAction,
  type RecordFacts,
  type RecordFactsArgument,
  type RecordFactsOf,
  SAVED_DESIGN_MAIL_TO_SELF,
  SIGNATURE_OWN_ONLY,
} from './permissions/records.ts';

export interface DesignFacts {
  isMandi: boolean;
  isLockedOrOrdered: boolean;
  isAutoRelease: boolean;
}

export interface WindowFacts {
  /** Named in refusals that point at one window. */
  label?: string;
  hasProduct: boolean;
  /** Product type 'Custom' (special order). */
  isCustomProduct: boolean;
  /** Has a product whose configuration is not valid. */
  isInvalid: boolean;
  isDiscontinued: boolean;
}

export function designFactsOf(design: Pick<Design, 'attributes' | 'isLockedOrOrdered'>): DesignFacts {
  return { isMandi: isMandiDesign(design), isLockedOrOrdered: design.isLockedOrOrdered, isAutoRelease: isAutoReleaseDesign(design) };
}

/** A window's facts from its label and product snapshot (the page's Item and the server's row alike). */
export function windowFactsOf(
  label: string,
  product: Pick<ItemProduct, 'productType' | 'productStatus' | 'isValid'> | null | undefined,
): WindowFacts {
  return {
    label,
    hasProduct: Boolean(product),
    isCustomProduct: product?.productType === 'Custom',
    isInvalid: Boolean(product && !product.isValid),
    isDiscontinued: product?.productStatus === 'Discontinued',
  };
}

/** What an action acts on: its design, and the windows it touches (a window, a room's, a design's). */
export interface Target {
  design: DesignFacts;
  windows?: readonly WindowFacts[];
  /** The attribute written: a design attribute (`design.setAttribute`) or a rep's window attribute (`window.notes`). */
  attribute?: string;
  /** Whether the design was already shared with a customer (`design.share`). */
  shared?: boolean;
}

/** Every builder action: the controls of the page and the edits the commands make. */
export const ACTIONS = [
  /** Any change to the design at all: its owner or a rep (read-only otherwise). */
  'design.change',
  'design.rename',
  /** Duplicate Design, and a read-only viewer's "Save a copy" (the copy is the caller's). */
  'design.duplicate',
  /** Closing its tab. */
  'design.close',
  'design.setAttribute',
  'room.add',
  'room.rename',
  'room.duplicate',
  'room.delete',
  'window.add',
  'window.rename',
  'window.duplicate',
  'window.delete',
  'window.quantity',
  /** The measurement editor (width, height, depth). */
  'window.measure',
  /** 'Add {product} to Window' / 'Shop All Products' on a window without a product. */
  'window.addProduct',
  /** Edit Options and Remove Product. */
  'window.editProduct',
  'window.swap',
  /** Copy Styles from this window to others. */
  'window.copyStyles',
  /** The mandi edit-attributes modal ('Editing'): category and mount type, with a reason. */
  'window.editAttributes',
  'window.purchaseOption',
  /** Flag and notes panels: flag notes, notes, specialty shape. */
  'window.notes',
  /** Deleting the 'motorized' attribute through its confirm modal. */
  'window.deleteMotorized',
  /** Adding designs to a job session. */
  'session.change',
  /** Share (doc 001 §4, §6): mailing the design's link to a customer. */
  'design.share',
  /** A rep's job note on a measure-and-install design (doc 001 §2 Job Notes). */
  'design.addJobNote',
  /** Add to Order on an auto-release design: a change order for its windows (doc 001 §2, §5, §6). */
  'design.addToOrder',
  /** Save: the design to the caller's account (doc 001 §4, §6); a guest is asked to sign in first. */
  'design.save',
  /** Ordering or cancelling the store's own measure of the design (doc 001 §5; in-store-measure.ts). */
  'design.inStoreMeasure',
] as const;
export type Action = (typeof ACTIONS)[number];

/** A condition of the table; each reads only what it names, so a check that holds less can ask it alone. */
type Condition = (actor: Actor, target: Target) => Refusal | null;
type Windows = { windows?: readonly WindowFacts[] | undefined };
type OfDesign = { design: DesignFacts };

const windowsOf = (target: Windows) => target.windows ?? [];

// The conditions the table is made of, each with the spec's sentence for its refusal.

/** Reps change any design; others only their own (a design id alone lets anyone read it). */
const owner = (actor: Actor): Refusal | null =>
  isInternal(actor) || actor.isOwner ? null : refuse('FORBIDDEN', 'Only the owner of this design or a sales representative can change it.');

/** Doc 000 §4, doc 001 §4: locked or ordered designs hide rename, edit, swap, duplicate, delete and add room. */
const open = (_actor: unknown, { design }: { design: Pick<DesignFacts, 'isLockedOrOrdered'> }): Refusal | null =>
  design.isLockedOrOrdered ? refuse('DESIGN_LOCKED', DESIGN_LOCKED_MESSAGE) : null;

/** Doc 000 §6: customers on mandi estimates cannot edit or delete windows. */
const mandiAssociate = (actor: Viewer, { design }: OfDesign): Refusal | null =>
  design.isMandi && !isInternal(actor)
    ? refuse('FORBIDDEN', 'Windows on a measure-and-install design can only be changed by an associate.')
    : null;

/** Doc 000 §6: controls hidden on mandi for everyone (rename, delete, duplicate window, quantity). */
const notMandi =
  (message: string) =>
  (_actor: unknown, { design }: OfDesign): Refusal | null =>
    design.isMandi ? refuse('FORBIDDEN', message) : null;

/** Doc 000 §6: customers cannot edit or swap a custom product; only associates change it. */
const customProductByAssociate = (actor: Viewer, target: Windows): Refusal | null =>
  !isInternal(actor) && windowsOf(target).some((window) => window.isCustomProduct)
    ? refuse('FORBIDDEN', 'This custom product can only be changed by an associate.')
    : null;

/** Doc 000 §6: internal users may duplicate rooms and windows containing custom products; others may not. */
const customCopyByAssociate = (actor: Viewer, target: Windows): Refusal | null =>
  !isInternal(actor) && windowsOf(target).some((window) => window.isCustomProduct)
    ? refuse('FORBIDDEN', 'Windows with a custom product can only be duplicated by an associate.')
    : null;

/** Doc 000 §5, §6: no duplicate of an invalid or discontinued window (and so of a room holding one). */
const duplicable = (_actor: unknown, target: Windows): Refusal | null => {
  const window = windowsOf(target).find((candidate) => candidate.isInvalid || candidate.isDiscontinued);
  if (!window) return null;
  return refuse(
    'VALIDATION_FAILED',
    `${window.label ?? 'This window'} has a product that must be edited, swapped or removed before it can be duplicated.`,
  );
};

const internalOnly =
  (message: string) =>
  (actor: Viewer): Refusal | null =>
    isInternal(actor) ? null : refuse('FORBIDDEN', message);

/** Doc 000 §6: the flag and notes panels are the internal users'; `attribute` names what is written. */
const repAttributeWriter = (actor: Viewer, { attribute }: { attribute?: string | undefined }): Refusal | null =>
  isInternal(actor) ? null : refuse('FORBIDDEN', `Only sales representatives can change ${attribute ?? 'notes and flags'}.`);

/** Doc 000 §6: measurement editing is allowed if a rep id exists or the estimate is not mandi. */
const measurer = (actor: Viewer, { design }: OfDesign): Refusal | null =>
  design.isMandi && !actor.repId
    ? refuse('FORBIDDEN', 'Measurements on a measure-and-install design can only be changed by an associate.')
    : null;

/** Doc 000 §2, §6: auto-release designs cannot be closed, show no quantities and are not duplicated. */
const notAutoRelease =
  (message: string) =>
  (_actor: unknown, { design }: OfDesign): Refusal | null =>
    design.isAutoRelease ? refuse('FORBIDDEN', message) : null;

/** Doc 001 §6: Duplicate Design is hidden with invalid or discontinued windows, disabled for custom ones unless internal. */
const designDuplicable = (actor: Viewer, target: Windows): Refusal | null => {
  const windows = windowsOf(target);
  if (windows.some((window) => window.isInvalid || window.isDiscontinued)) {
    return refuse('VALIDATION_FAILED', 'Edit, swap or remove the invalid or discontinued products before duplicating this design.');
  }
  if (!isInternal(actor) && windows.some((window) => window.isCustomProduct)) {
    return refuse('FORBIDDEN', 'Designs with a custom product can only be duplicated by an associate.', 'disabled');
  }
  return null;
};

/** Order and job attributes are set by reps (and the order flow), never by customers (doc 001 §3, §4). */
const designAttributeSetter = (actor: Viewer, { attribute }: { attribute?: string | undefined }): Refusal | null =>
  attribute !== undefined && ORDER_DESIGN_ATTRIBUTES.has(attribute) && !isInternal(actor)
    ? refuse('FORBIDDEN', `Only sales representatives can set the design attribute ${attribute}.`)
    : null;

/** The table's rule for one design attribute, for checks made without a design (one being made). */
export const canSetDesignAttribute = (viewer: Viewer, name: string) => designAttributeSetter(viewer, { attribute: name }) === null;

/** Deleting a room deletes its windows: on mandi only associates do, unless it has none. */
const roomWindowsDeletable = (actor: Viewer, target: OfDesign & Windows): Refusal | null =>
  windowsOf(target).length > 0 ? mandiAssociate(actor, target) : null;

const motorizedRemover = internalOnly('Only sales representatives can remove motorized.');

const edit: Condition[] = [owner, open];

/** Doc 001 §6: auto-save to an account is skipped for reps; they save for customers by sharing. */
const saver = (actor: Actor): Refusal | null =>
  isInternal(actor)
    ? refuse('FORBIDDEN', 'Sales representatives save estimates for customers by sharing them, not to their own account.')
    : null;

/** Doc 001 §4: a measure-and-install design belongs to its job, not to an account list. */
const notMandiSave = (_actor: unknown, { design }: { design: Pick<DesignFacts, 'isMandi'> }): Refusal | null =>
  design.isMandi ? refuse('CONFLICT', 'A measure-and-install design belongs to its job and is not saved to an account.') : null;

const mandiOnly = (_actor: unknown, { design }: OfDesign): Refusal | null =>
  design.isMandi ? null : refuse('VALIDATION_FAILED', 'Job notes belong to measure-and-install designs.');

const autoReleaseOnly = (_actor: unknown, { design }: OfDesign): Refusal | null =>
  design.isAutoRelease ? null : refuse('VALIDATION_FAILED', 'Only a design made from an order adds windows to it.');

/** Doc 001 §6: Share is hidden on measure-and-install designs (they belong to their job). */
const shareable = (_actor: unknown, { design }: OfDesign): Refusal | null =>
  design.isMandi ? refuse('CONFLICT', 'A measure-and-install design cannot be shared.') : null;

/** Doc 001 §6: reps share any design; others their own. */
const sharer = (actor: Actor): Refusal | null =>
  isInternal(actor) || actor.isOwner ? null : refuse('FORBIDDEN', 'Only the owner of this design or a sales representative can share it.');

/**
 * Doc 001 §6: Share shows to non-reps only while the design is not yet shared. Reps always see it;
 * sharing a design already shared is then the share's own conflict, which its modal words (§4).
 */
const notYetShared = (actor: Actor, target: { shared?: boolean }): Refusal | null =>
  !isInternal(actor) && target.shared ? refuse('CONFLICT', SHARE_MESSAGES.alreadySharedServer) : null;

/**
 * The table: an action is allowed when none of its conditions refuses, and the first refusal says
 * why. Where the spec is silent the choice is in docs/decisions.md ("One permission table").
 */
export const PERMISSION_TABLE: Readonly<Record<Action, readonly Condition[]>> = {
  'design.change': [owner],
  'design.rename': edit,
  // A copy is the caller's own, so owning the source is not asked (doc 001 §6; §4 for locked).
  'design.duplicate': [open, notAutoRelease('A design tied to an order cannot be duplicated.'), designDuplicable],
  'design.close': [notAutoRelease('A design tied to an order cannot be closed.')],
  'design.setAttribute': [...edit, designAttributeSetter],
  'room.add': edit,
  'room.rename': edit,
  'room.duplicate': [...edit, mandiAssociate, duplicable, customCopyByAssociate],
  'room.delete': [...edit, roomWindowsDeletable],
  'window.add': [...edit, mandiAssociate],
  'window.rename': [...edit, notMandi('Windows on a measure-and-install design cannot be renamed.')],
  'window.duplicate': [
    ...edit,
    notMandi('Windows on a measure-and-install design cannot be duplicated.'),
    duplicable,
    customCopyByAssociate,
  ],
  'window.delete': [...edit, notMandi('Windows on a measure-and-install design cannot be deleted.')],
  'window.quantity': [
    ...edit,
    notMandi('Quantities cannot be changed on a measure-and-install design.'),
    notAutoRelease('Quantities cannot be changed on a design tied to an order.'),
  ],
  'window.measure': [...edit, measurer],
  'window.addProduct': [...edit, mandiAssociate],
  'window.editProduct': [...edit, mandiAssociate, customProductByAssociate],
  'window.swap': [...edit, mandiAssociate, customProductByAssociate],
  'window.copyStyles': [...edit, mandiAssociate],
  'window.editAttributes': [...edit, mandiAssociate],
  'window.purchaseOption': edit,
  'window.notes': [...edit, repAttributeWriter],
  'window.deleteMotorized': [...edit, motorizedRemover],
  'session.change': [owner],
  'design.share': [shareable, sharer, notYetShared],
  'design.addJobNote': [associate, open, mandiOnly],
  // Its lock is the change order's own step (Add to Order says why it is off; doc 001 §5).
  'design.addToOrder': [associate, autoReleaseOnly],
  'design.save': [saver, owner, open, notMandiSave],
  'design.inStoreMeasure': [
    associate,
    open,
    notMandi('A measure-and-install design is measured by its professional, not in the store.'),
    notAutoRelease('A design tied to an order is not measured again in the store.'),
  ],
};

/** The actions that ask only who acts, not what the design is like. */
export type OwnerAction = 'design.change' | 'session.change';

export function decide(actor: Actor, action: OwnerAction): Decision;
export function decide(actor: Actor, action: Action, target: Target): Decision;
export function decide<A extends RecordAction>(actor: Actor, action: A, ...facts: RecordFactsArgument<A>): Decision;
export function decide(actor: Actor, action: Action | RecordAction, target?: Target | RecordFacts): Decision {
  // Only an OwnerAction comes without a target, and its one condition reads the actor alone; a
  // record's row reads its facts.
  const refusal = isRecordAction(action)
    ? firstRefusal(RECORD_PERMISSION_TABLE[action], actor, (target ?? {}) as RecordFacts)
    : firstRefusal(PERMISSION_TABLE[action], actor, target as Target);
  return refusal ? { allowed: false, ...refusal } : { allowed: true };
}

function firstRefusal<T>(conditions: readonly ((actor: Actor, target: T) => Refusal | null)[], actor: Actor, target: T): Refusal | null {
  for (const condition of conditions) {
    const refusal = condition(actor, target);
    if (refusal) return refusal;
  }
  return null;
}

export function can(actor: Actor, action: OwnerAction): boolean;
export function can(actor: Actor, action: Action, target: Target): boolean;
export function can<A extends RecordAction>(actor: Actor, action: A, ...facts: RecordFactsArgument<A>): boolean;
export function can(actor: Actor, action: Action | RecordAction, target?: Target | RecordFacts): boolean {
  return decide(actor, action as Action, target as Target).allowed;
}

/**
 * Which print buttons the design card shows (doc 001 §6): Download Residential whenever the design
 * has products; Download Commercial as well where the table's `print.commercial` allows it.
 */
export function printButtons(viewer: Viewer, site: Pick<Site, 'commercialPrint'>, hasProducts: boolean) {
  const commercial = can({ ...viewer, isOwner: false }, 'print.commercial', { commercialPrint: site.commercialPrint });
  return { residential: hasProducts, commercial: hasProducts && commercial };
}

/**
 * Load-time linking (doc 001 §4): after loading a design that is not linked, a signed-in consumer with
 * an identity, on a site that saves, saves it to the account: the table's `design.save` conditions
 * that hold on load (never reps, never a measure-and-install design); whose design it is and its
 * lock are the link's own answer to give.
 */
export function shouldLinkOnLoad(
  design: { isLinked: boolean; isMandi: boolean },
  me: { role: 'guest' | 'consumer' | 'rep'; identityId: string | null },
  site: Pick<Site, 'saveStrategy'>,
): boolean {
  if (design.isLinked || me.role !== 'consumer' || !me.identityId || site.saveStrategy === 'none') return false;
  const viewer = { role: me.role, repId: null };
  return saver({ ...viewer, isOwner: true }) === null && notMandiSave(viewer, { design }) === null;
}

/**
 * Single conditions of the table, for a check that holds less than a whole target (a server check
 * inside a write whose owner, lock and mode were checked before it).
 */
export const RULES = {
  owner,
  associate,
  saver,
  notMandiSave,
  open,
  customProductByAssociate,
  customCopyByAssociate,
  duplicable,
  repAttributeWriter,
  designAttributeSetter,
} as const;

/** The page's rule for a control: shown, shown disabled (with its reason), or hidden. */
export function controlOf(decision: Decision): 'allowed' | 'disabled' | 'hidden' {
  return decision.allowed ? 'allowed' : decision.control;
}
