import { MAILBOX_FORBIDDEN } from '../mail.ts';
import { PRINT_MESSAGES } from '../sharing.ts';
import type { Site } from '../sites.ts';
import { type Actor, associate, isInternal, type Refusal, refuse, type Viewer } from './basics.ts';

/**
 * The permission table's rows for the records beside a design (doc 001 §3–§6): orders, jobs, the
 * commercial PDF, mail and product configurations. Read as the design rows are: each action is a
 * list of conditions and the first refusal says why. The server asks these rows instead of comparing
 * roles itself, and the page shows a control only where its row allows it.
 */

/** Someone else's order or job answers as an unknown one: its number tells nothing about other people's. */
export const ORDER_NOT_FOUND = 'We could not find that order.';
export const JOB_NOT_FOUND = 'We could not find that job.';
export const SAVED_DESIGN_MAIL_TO_SELF = 'A saved design can only be emailed to your own address.';
export const CONFIGURATION_MAKER_ONLY = 'Only the person who configured this product can change it.';

export const RECORD_ACTIONS = [
  /** Seeing and paying an order (and its confirmation and change orders' answers). */
  'order.read',
  /** Changing a placed order: windows added as a change order (doc 001 §5), its designs listed. */
  'order.change',
  /** Seeing, booking and changing an installation job. */
  'job.use',
  /** Booking in the name of an internal user (doc 001 §3 Authorization: CEC). */
  'booking.nameInternalUser',
  /** The commercial PDF (doc 001 §6). */
  'print.commercial',
  /** Mailing a saved design (doc 001 §4). */
  'mail.savedDesign',
  /** Reading the outbox: what was sent. */
  'mailbox.read',
  /** Changing a product configuration that no window holds (held ones follow `window.editProduct`). */
  'configuration.change',
] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** What a record's row reads beside who acts; each row names the facts it needs. */
export interface RecordFacts {
  /** `mail.savedDesign`: the mail goes to the caller's own address. */
  toSelf?: boolean;
  /** `mailbox.read`: the server runs in production (elsewhere the built-in mailbox is where mail is read). */
  production?: boolean;
  /** `print.commercial`: the site prints the commercial PDF. */
  commercialPrint?: boolean;
  /** `configuration.change`: the configuration was placed on a window (and no window holds it now). */
  placed?: boolean;
}

type RecordCondition = (actor: Actor, facts: RecordFacts) => Refusal | null;

/** A rep, or whoever the record is theirs; to anyone else it does not exist. */
const ownerOrUnknown =
  (message: string): RecordCondition =>
  (actor) =>
    isInternal(actor) || actor.isOwner ? null : refuse('NOT_FOUND', message);

const internalOnly =
  (message: string): RecordCondition =>
  (actor) =>
    isInternal(actor) ? null : refuse('FORBIDDEN', message);

const commercialOn: RecordCondition = (_actor, { commercialPrint }) =>
  commercialPrint ? null : refuse('FORBIDDEN', PRINT_MESSAGES.commercialOff);

/** A shopper mails a saved design only to themselves; a rep to a customer. */
const toSelfUnlessInternal: RecordCondition = (actor, { toSelf }) =>
  isInternal(actor) || toSelf ? null : refuse('FORBIDDEN', SAVED_DESIGN_MAIL_TO_SELF);

/**
 * Reps read the outbox (they check what their customers were sent); outside production anyone does,
 * since with no SMTP server the built-in mailbox is where a local user reads mail.
 */
const mailboxReader: RecordCondition = (actor, { production }) => {
  if (isInternal(actor) || !production) return null;
  return actor.role === 'guest' ? refuse('NOT_SIGNED_IN', 'Please sign in to continue.') : refuse('FORBIDDEN', MAILBOX_FORBIDDEN);
};

/**
 * Its maker (session or account) changes a configuration until it is placed; a placed one no window
 * holds any more is a rep's.
 */
const configurationChanger: RecordCondition = (actor, { placed }) => {
  if (placed)
    return isInternal(actor) ? null : refuse('FORBIDDEN', 'Only the owner of this design or a sales representative can change it.');
  return actor.isOwner ? null : refuse('FORBIDDEN', CONFIGURATION_MAKER_ONLY);
};

export const RECORD_PERMISSION_TABLE: Readonly<Record<RecordAction, readonly RecordCondition[]>> = {
  'order.read': [ownerOrUnknown(ORDER_NOT_FOUND)],
  'order.change': [associate],
  'job.use': [ownerOrUnknown(JOB_NOT_FOUND)],
  'booking.nameInternalUser': [internalOnly('Only internal users can book with an internal user name.')],
  'print.commercial': [internalOnly(PRINT_MESSAGES.repsOnly), commercialOn],
  'mail.savedDesign': [toSelfUnlessInternal],
  'mailbox.read': [mailboxReader],
  'configuration.change': [configurationChanger],
};

export const isRecordAction = (action: string): action is RecordAction => Object.hasOwn(RECORD_PERMISSION_TABLE, action);

/**
 * Which print buttons the design card shows (doc 001 §6): Download Residential whenever the design
 * has products; Download Commercial as well where the table's `print.commercial` allows it.
 */
export function printButtons(viewer: Viewer, site: Pick<Site, 'commercialPrint'>, hasProducts: boolean) {
  const conditions = RECORD_PERMISSION_TABLE['print.commercial'];
  const actor = { ...viewer, isOwner: false };
  const commercial = conditions.every((condition) => condition(actor, { commercialPrint: site.commercialPrint }) === null);
  return { residential: hasProducts, commercial: hasProducts && commercial };
}
