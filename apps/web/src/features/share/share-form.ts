import { formatDay } from '@eb/domain/format';
import {
  canPickForShare,
  consultantEmailProblem,
  customerEmailProblem,
  EMPTY_SIGNATURE,
  formatConsultantPhone,
  formatExtension,
  SHARE_MAX,
  type ShareRequest,
  type Signature,
} from '@eb/domain/sharing';
import type { ShipDateStyle } from '@eb/domain/sites';

/**
 * The Share modal's state without React (doc 001 §2, §5): which designs are picked in step 1, the
 * email form of step 2, what it shows and what it sends. The components only render this.
 */

export type SignatureFields = Pick<Signature, 'Name' | 'Email' | 'Phone' | 'Extension'>;

export interface ShareCandidate {
  designId: string;
  name: string;
  sharedEmail: string | null;
  sharedDate: string | null;
}

export interface ShareRow extends ShareCandidate {
  picked: boolean;
  disabled: boolean;
}

/** Step 1's rows: shared designs are locked, and once four are picked the others are too. */
export function shareRows(candidates: readonly ShareCandidate[], picked: readonly string[]): ShareRow[] {
  return candidates.map((candidate) => {
    const isPicked = picked.includes(candidate.designId);
    return { ...candidate, picked: isPicked, disabled: !canPickForShare(candidate, picked.length, isPicked) };
  });
}

/** Picks or unpicks a design; a pick the rules do not allow changes nothing. */
export function togglePick(candidates: readonly ShareCandidate[], picked: readonly string[], designId: string): string[] {
  if (picked.includes(designId)) return picked.filter((id) => id !== designId);
  const candidate = candidates.find((entry) => entry.designId === designId);
  if (!candidate || !canPickForShare(candidate, picked.length, false)) return [...picked];
  return [...picked, designId];
}

/** The modal opens with the current design picked when it can be. */
export function initialPick(candidates: readonly ShareCandidate[], currentId: string | null): string[] {
  const current = candidates.find((candidate) => candidate.designId === currentId);
  return current && canPickForShare(current, 0, false) ? [current.designId] : [];
}

export const counterText = (picked: number) => `${picked}/${SHARE_MAX}`;

export interface ShareForm {
  to: string;
  /** The customer's name, for the mail's greeting (the request's CustomerName); may stay empty. */
  customerName: string;
  message: string;
  signature: SignatureFields;
  /** Whether the user changed a signature field (then a late answer of the signature call keeps their words). */
  signatureEdited: boolean;
  touched: { to: boolean; consultantEmail: boolean };
  submitted: boolean;
}

export function initialShareForm(message: string): ShareForm {
  return {
    to: '',
    customerName: '',
    message,
    signature: { ...EMPTY_SIGNATURE },
    signatureEdited: false,
    touched: { to: false, consultantEmail: false },
    submitted: false,
  };
}

export type ShareFormEvent =
  | { type: 'to'; value: string }
  | { type: 'customerName'; value: string }
  | { type: 'message'; value: string }
  | { type: 'signature'; field: keyof SignatureFields; value: string }
  | { type: 'blur'; field: 'to' | 'consultantEmail' }
  | { type: 'signatureLoaded'; signature: SignatureFields }
  | { type: 'submitted' };

/** Phone and extension take digits only, formatted as they are typed. */
function cleanSignatureValue(field: keyof SignatureFields, value: string): string {
  if (field === 'Phone') return formatConsultantPhone(value);
  if (field === 'Extension') return formatExtension(value);
  return value;
}

export function shareFormReducer(form: ShareForm, event: ShareFormEvent): ShareForm {
  switch (event.type) {
    case 'to':
      return { ...form, to: event.value };
    case 'customerName':
      return { ...form, customerName: event.value };
    case 'message':
      return { ...form, message: event.value };
    case 'signature':
      return {
        ...form,
        signatureEdited: true,
        signature: { ...form.signature, [event.field]: cleanSignatureValue(event.field, event.value) },
      };
    case 'blur':
      return { ...form, touched: { ...form.touched, [event.field]: true } };
    case 'signatureLoaded':
      return form.signatureEdited ? form : { ...form, signature: { ...event.signature } };
    case 'submitted':
      return { ...form, submitted: true };
  }
}

export interface ShareFormProblems {
  to: string | null;
  consultantEmail: string | null;
}

/** Every problem of the form, shown or not. Only reps have a signature to check. */
export function shareFormProblems(form: ShareForm, withSignature: boolean): ShareFormProblems {
  return {
    to: customerEmailProblem(form.to),
    consultantEmail: withSignature ? consultantEmailProblem(form.signature.Email) : null,
  };
}

/** The problems the form shows: a field's once it was left, all of them once Share was tried. */
export function visibleProblems(form: ShareForm, withSignature: boolean): ShareFormProblems {
  const problems = shareFormProblems(form, withSignature);
  return {
    to: form.touched.to || form.submitted ? problems.to : null,
    consultantEmail: form.touched.consultantEmail || form.submitted ? problems.consultantEmail : null,
  };
}

export function canShare(form: ShareForm, withSignature: boolean): boolean {
  const problems = shareFormProblems(form, withSignature);
  return problems.to === null && problems.consultantEmail === null;
}

/** The share call's body (doc 001 §3): Subject empty, the signature only when a rep sends it. */
export function shareRequest(form: ShareForm, designIds: readonly string[], withSignature: boolean): ShareRequest {
  const signature = withSignature ? form.signature : EMPTY_SIGNATURE;
  return {
    To: form.to.trim(),
    Subject: '',
    Body: form.message,
    Designs: [...designIds],
    AdditionalParameters: {
      CustomerName: form.customerName.trim(),
      DCName: signature.Name.trim(),
      DCEmail: signature.Email.trim(),
      DCPhone: signature.Phone,
      DCExtension: signature.Extension,
    },
  };
}

/** The signature as the form holds it, trimmed as it is saved and sent. */
/** Whether a signature says anything: the mail (and its confirmation) carries one only then. */
export const isSigned = (signature: SignatureFields): boolean => Object.values(trimmedSignature(signature)).some((value) => value !== '');

/**
 * The rep's signature as the form starts with it: the one the server keeps, or, when none is kept,
 * the rep's name and email from their account (the rep corrects or completes it before sending).
 */
export function prefilledSignature(saved: SignatureFields, me: { name: string | null; email: string | null } | null): SignatureFields {
  if (isSigned(saved) || !me) return saved;
  return { ...saved, Name: me.name ?? '', Email: me.email ?? '' };
}

export function trimmedSignature(signature: SignatureFields): SignatureFields {
  return { Name: signature.Name.trim(), Email: signature.Email.trim(), Phone: signature.Phone, Extension: signature.Extension };
}

/** 'Shared with ann@example.com on 3/03/2026': who and when (in the site's date style), for a locked row. */
export function sharedWithText(candidate: Pick<ShareCandidate, 'sharedEmail' | 'sharedDate'>, style: ShipDateStyle): string {
  const day = formatDay(candidate.sharedDate, style);
  const when = day ? ` on ${day}` : '';
  return `Shared with ${candidate.sharedEmail ?? 'a customer'}${when}`;
}
