import { SHARE_MESSAGES } from '@eb/domain/sharing';
import { describe, expect, it } from 'vitest';
import {
  canShare,
  counterText,
  initialPick,
  initialShareForm,
  isSigned,
  prefilledSignature,
  type ShareCandidate,
  type ShareForm,
  type ShareFormEvent,
  sharedWithText,
  shareFormReducer,
  shareRequest,
  shareRows,
  togglePick,
  visibleProblems,
} from './share-form.ts';

const design = (n: number, sharedEmail: string | null = null): ShareCandidate => ({
  designId: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Design ${n}`,
  sharedEmail,
  sharedDate: sharedEmail ? '2026-03-03T15:00:00.000Z' : null,
});

const run = (events: ShareFormEvent[], start: ShareForm = initialShareForm('Hello')) => events.reduce(shareFormReducer, start);

describe('step 1: choosing the estimates', () => {
  const designs = [design(1), design(2), design(3, 'ann@example.com'), design(4), design(5), design(6)];

  it('picks the current design when it can be shared, and never a shared one', () => {
    expect(initialPick(designs, designs[1]?.designId ?? null)).toEqual([designs[1]?.designId]);
    expect(initialPick(designs, designs[2]?.designId ?? null)).toEqual([]);
    expect(initialPick(designs, 'not-open')).toEqual([]);
  });

  it('allows four at most: once four are picked the others are disabled, unpicking frees them again', () => {
    let picked: string[] = [];
    for (const index of [0, 1, 3, 4]) picked = togglePick(designs, picked, designs[index]?.designId ?? '');
    expect(counterText(picked.length)).toBe('4/4');
    const rows = shareRows(designs, picked);
    expect(rows.filter((row) => row.disabled).map((row) => row.name)).toEqual(['Design 3', 'Design 6']);
    expect(togglePick(designs, picked, designs[5]?.designId ?? '')).toEqual(picked);
    picked = togglePick(designs, picked, designs[0]?.designId ?? '');
    expect(counterText(picked.length)).toBe('3/4');
    expect(shareRows(designs, picked).find((row) => row.name === 'Design 6')?.disabled).toBe(false);
  });

  it('locks a shared design and says with whom and when', () => {
    const shared = designs[2] as ShareCandidate;
    expect(togglePick(designs, [], shared.designId)).toEqual([]);
    expect(shareRows(designs, [])[2]?.disabled).toBe(true);
    expect(sharedWithText(shared, 'shipping')).toBe('Shared with ann@example.com on 3/03/2026');
  });
});

describe('step 2: the email form', () => {
  it('starts with the message given and nothing shown wrong', () => {
    const form = initialShareForm('Thanks!');
    expect(form.message).toBe('Thanks!');
    expect(visibleProblems(form, true)).toEqual({ to: null, consultantEmail: null });
    expect(canShare(form, true)).toBe(false);
  });

  it('shows the customer email problems once the field was left, or once Share was tried', () => {
    expect(visibleProblems(run([{ type: 'blur', field: 'to' }]), false).to).toBe(SHARE_MESSAGES.required);
    expect(visibleProblems(run([{ type: 'to', value: 'ann@' }]), false).to).toBeNull();
    expect(visibleProblems(run([{ type: 'to', value: 'ann@' }, { type: 'submitted' }]), false).to).toBe(SHARE_MESSAGES.invalidEmail);
    const good = run([
      { type: 'to', value: ' ann@example.com ' },
      { type: 'blur', field: 'to' },
    ]);
    expect(visibleProblems(good, false).to).toBeNull();
    expect(canShare(good, false)).toBe(true);
  });

  it('takes an empty consultant email, refuses a bad one, and checks it only for reps', () => {
    const bad = run([
      { type: 'to', value: 'ann@example.com' },
      { type: 'signature', field: 'Email', value: 'dc@nowhere' },
      { type: 'blur', field: 'consultantEmail' },
    ]);
    expect(visibleProblems(bad, true).consultantEmail).toBe(SHARE_MESSAGES.invalidEmail);
    expect(canShare(bad, true)).toBe(false);
    expect(canShare(bad, false)).toBe(true);
    expect(canShare(run([{ type: 'signature', field: 'Email', value: '' }], bad), true)).toBe(true);
  });

  it('formats the phone as typed, (###) ###-####, and keeps digits only in the extension', () => {
    const form = run([
      { type: 'signature', field: 'Phone', value: '555' },
      { type: 'signature', field: 'Phone', value: '555-01a23456789' },
      { type: 'signature', field: 'Extension', value: '12x34567' },
    ]);
    expect(form.signature.Phone).toBe('(555) 012-3456');
    expect(form.signature.Phone.length).toBe(14);
    expect(form.signature.Extension).toBe('123456');
    expect(run([{ type: 'signature', field: 'Phone', value: '5550' }]).signature.Phone).toBe('(555) 0');
  });

  it('fills the signature from the server unless the rep already typed in it', () => {
    const saved = { Name: 'Dana', Email: 'dana@example.com', Phone: '(555) 010-0000', Extension: '12' };
    expect(run([{ type: 'signatureLoaded', signature: saved }]).signature).toEqual(saved);
    const typed = run([
      { type: 'signature', field: 'Name', value: 'Dee' },
      { type: 'signatureLoaded', signature: saved },
    ]);
    expect(typed.signature.Name).toBe('Dee');
    expect(typed.signature.Email).toBe('');
  });

  it('sends To, an empty Subject, the message, the designs and the signature only for reps', () => {
    const form = run([
      { type: 'to', value: ' ann@example.com ' },
      { type: 'customerName', value: ' Ann Lee ' },
      { type: 'message', value: 'See these' },
      { type: 'signature', field: 'Name', value: ' Dana ' },
      { type: 'signature', field: 'Phone', value: '5550100000' },
    ]);
    const ids = [design(1).designId, design(2).designId];
    expect(shareRequest(form, ids, true)).toEqual({
      To: 'ann@example.com',
      Subject: '',
      Body: 'See these',
      Designs: ids,
      AdditionalParameters: { CustomerName: 'Ann Lee', DCName: 'Dana', DCEmail: '', DCPhone: '(555) 010-0000', DCExtension: '' },
    });
    expect(shareRequest(form, ids, false).AdditionalParameters).toEqual({
      CustomerName: 'Ann Lee',
      DCName: '',
      DCEmail: '',
      DCPhone: '',
      DCExtension: '',
    });
  });
});

describe('the rep signature', () => {
  const empty = { Name: '', Email: '', Phone: '', Extension: '' };
  const me = { name: 'Riley Rep', email: 'rep@example.com' };

  it("starts from the saved signature, else from the rep's account name and email", () => {
    const saved = { Name: 'Riley R.', Email: 'riley@example.com', Phone: '(555) 012-3456', Extension: '' };
    expect(prefilledSignature(saved, me)).toEqual(saved);
    expect(prefilledSignature(empty, me)).toEqual({ ...empty, Name: 'Riley Rep', Email: 'rep@example.com' });
    expect(prefilledSignature(empty, null)).toEqual(empty);
  });

  it('counts as given only when a field says something', () => {
    expect(isSigned(empty)).toBe(false);
    expect(isSigned({ ...empty, Name: '   ' })).toBe(false);
    expect(isSigned({ ...empty, Phone: '(555) 012-3456' })).toBe(true);
  });
});
