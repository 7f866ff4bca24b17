import { MAILBOX_FORBIDDEN } from '../mail.ts';
import { PRINT_MESSAGES } from '../sharing.ts';
import { type Actor, associate, isInternal, type Refusal, refuse } from './basics.ts';

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
export const ESTIMATE_DELETE_ACCOUNT_ONLY = 'Only the account this estimate is saved to can delete it.';
export const SIGNATURE_OWN_ONLY = 'A sales representative can only use their own signature.';

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
  /** Deleting an estimate from My Estimates (its design goes with it; a locked one stays, `RULES.open`). */
  'estimate.delete',
  /** Reading and saving a share signature (doc 001 §3, §5): the owner is the rep whose id it is kept under. */
  'signature.use',
] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** What each record's row reads beside who acts: the facts a caller must give it. */
export interface RecordFactsOf {
  'order.read': Record<string, never>;
  'order.change': Record<string, never>;
  'job.use': Record<string, never>;
  'booking.nameInternalUser': Record<string, never>;
  /** Whether the site prints the commercial PDF. */
  'print.commercial': { commercialPrint: boolean };
  /** Whether the mail goes to the caller's own address. */
  'mail.savedDesign': { toSelf: boolean };
  /** Whether the server runs in production (elsewhere the built-in mailbox is where mail is read). */
  'mailbox.read': { production: boolean };
  /** Whether the configuration was placed on a window (and no window holds it now). */
  'configuration.change': { placed: boolean };
  'estimate.delete': Record<string, never>;
  'signature.use': Record<string, never>;
}
/** The facts argument of a row: required where the row reads facts, left out where it reads none. */
export type RecordFactsArgument<A extends RecordAction> = RecordFactsOf[A] extends Record<string, never> ? [] : [facts: RecordFactsOf[A]];
/** Any row's facts, as the table's conditions read them. */
export type RecordFacts = Partial<
  RecordFactsOf['print.commercial'] &
    RecordFactsOf['mail.savedDesign'] &
    RecordFactsOf['mailbox.read'] &
    RecordFactsOf['configuration.change']
>;

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
  // Only a server known not to be in production opens the mailbox to everyone.
  if (isInternal(actor) || production === false) return null;
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
  // The account it is saved to; a rep's list holds designs they built, saved to no account.
  'estimate.delete': [(actor) => (actor.isOwner ? null : refuse('FORBIDDEN', ESTIMATE_DELETE_ACCOUNT_ONLY))],
  // An associate's own: a rep id is the signature's key, and another rep's is not theirs to read or change.
  'signature.use': [associate, (actor) => (actor.isOwner ? null : refuse('FORBIDDEN', SIGNATURE_OWN_ONLY))],
};

export const isRecordAction = (action: string): action is RecordAction => Object.hasOwn(RECORD_PERMISSION_TABLE, action);
