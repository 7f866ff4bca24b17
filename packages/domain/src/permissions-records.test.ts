import { describe, expect, it } from 'vitest';
import {
  type Actor,
  can,
  decide,
  RECORD_ACTIONS,
  type RecordAction,
  type RecordFacts,
  shouldLinkOnLoad,
  type Viewer,
} from './permissions.ts';
import { getSite } from './sites.ts';

/**
 * The permission table's rows for the records beside a design, every role × owner × fact, against
 * values written from the spec and the decisions log (not from the code):
 * - orders and jobs are seen by whoever placed or owns them, and by reps; to anyone else they answer
 *   as unknown (404), so their numbers tell nothing about other people's;
 * - doc 001 §5, §6: a change order is a rep's (an internal user with a rep id);
 * - doc 001 §3: only internal users book with an internal user name (Authorization: CEC);
 * - doc 001 §6: the commercial PDF is reps' only, and only on a site that prints it;
 * - doc 001 §4: a shopper mails a saved design to their own address only; reps to a customer;
 * - the outbox is read by reps; outside production by anyone (the built-in mailbox is where mail is read);
 * - an estimate is deleted from My Estimates by the account it is saved to only (reps' designs are saved to none);
 * - a configuration is changed by its maker until it is placed; a placed one no window holds is a rep's;
 * - doc 001 §3, §6: a share signature is a rep's (with a rep id), their own only.
 */
const viewers = {
  guest: { role: 'guest', repId: null },
  consumer: { role: 'consumer', repId: null },
  rep: { role: 'rep', repId: 'E1001' },
  repWithoutId: { role: 'rep', repId: null },
} satisfies Record<string, Viewer>;
type ViewerName = keyof typeof viewers;

const Y = true;
const N = false;
/** Allowed for guest, consumer, rep, rep without id: as owner, then as someone else. */
type Row = { owner: [boolean, boolean, boolean, boolean]; other: [boolean, boolean, boolean, boolean] };

const rows: readonly (readonly [RecordAction, RecordFacts, Row, string])[] = [
  ['order.read', {}, { owner: [Y, Y, Y, Y], other: [N, N, Y, Y] }, 'NOT_FOUND We could not find that order.'],
  ['order.change', {}, { owner: [N, N, Y, N], other: [N, N, Y, N] }, 'FORBIDDEN Only sales representatives can do this.'],
  ['job.use', {}, { owner: [Y, Y, Y, Y], other: [N, N, Y, Y] }, 'NOT_FOUND We could not find that job.'],
  [
    'booking.nameInternalUser',
    {},
    { owner: [N, N, Y, Y], other: [N, N, Y, Y] },
    'FORBIDDEN Only internal users can book with an internal user name.',
  ],
  [
    'print.commercial',
    { commercialPrint: true },
    { owner: [N, N, Y, Y], other: [N, N, Y, Y] },
    'FORBIDDEN Only sales representatives can print the commercial PDF.',
  ],
  ['print.commercial', { commercialPrint: false }, { owner: [N, N, N, N], other: [N, N, N, N] }, ''],
  ['mail.savedDesign', { toSelf: true }, { owner: [Y, Y, Y, Y], other: [Y, Y, Y, Y] }, ''],
  [
    'mail.savedDesign',
    { toSelf: false },
    { owner: [N, N, Y, Y], other: [N, N, Y, Y] },
    'FORBIDDEN A saved design can only be emailed to your own address.',
  ],
  ['mailbox.read', { production: false }, { owner: [Y, Y, Y, Y], other: [Y, Y, Y, Y] }, ''],
  ['mailbox.read', { production: true }, { owner: [N, N, Y, Y], other: [N, N, Y, Y] }, ''],
  [
    'configuration.change',
    { placed: false },
    { owner: [Y, Y, Y, Y], other: [N, N, N, N] },
    'FORBIDDEN Only the person who configured this product can change it.',
  ],
  [
    'estimate.delete',
    {},
    { owner: [Y, Y, Y, Y], other: [N, N, N, N] },
    'FORBIDDEN Only the account this estimate is saved to can delete it.',
  ],
  ['signature.use', {}, { owner: [N, N, Y, N], other: [N, N, N, N] }, ''],
  [
    'configuration.change',
    { placed: true },
    { owner: [N, N, Y, Y], other: [N, N, Y, Y] },
    'FORBIDDEN Only the owner of this design or a sales representative can change it.',
  ],
];

// The rows are read in a loop, so their facts are given as any row's.
const decideAny = decide as (actor: Actor, action: RecordAction, facts: RecordFacts) => ReturnType<typeof decide>;
const canAny = can as (actor: Actor, action: RecordAction, facts: RecordFacts) => boolean;

const names: readonly ViewerName[] = ['guest', 'consumer', 'rep', 'repWithoutId'];

describe('the permission table: records beside a design', () => {
  it('has a row for every record action', () => {
    expect(new Set(rows.map(([action]) => action))).toEqual(new Set(RECORD_ACTIONS));
  });

  for (const [action, facts, row, refusal] of rows) {
    for (const [whose, expected] of [
      ['owner', row.owner],
      ['other', row.other],
    ] as const) {
      it(`${action} ${JSON.stringify(facts)} for ${whose}s: ${expected.map((allowed) => (allowed ? 'Y' : 'N')).join('')}`, () => {
        names.forEach((name, index) => {
          const actor: Actor = { ...viewers[name], isOwner: whose === 'owner' };
          expect(canAny(actor, action, facts), name).toBe(expected[index]);
          const decision = decideAny(actor, action, facts);
          if (!decision.allowed && refusal) expect(`${decision.code} ${decision.message}`).toBe(refusal);
        });
      });
    }
  }

  it('a site that does not print the commercial PDF says so to a rep, and a shopper hears it is for reps', () => {
    expect(decide({ ...viewers.rep, isOwner: false }, 'print.commercial', { commercialPrint: false })).toMatchObject({
      message: 'Commercial printing is not enabled on this site.',
    });
    expect(decide({ ...viewers.consumer, isOwner: true }, 'print.commercial', { commercialPrint: false })).toMatchObject({
      message: 'Only sales representatives can print the commercial PDF.',
    });
  });

  it("another rep's signature is refused with its own sentence; a shopper hears signatures are reps'", () => {
    expect(decide({ ...viewers.rep, isOwner: false }, 'signature.use')).toMatchObject({
      code: 'FORBIDDEN',
      message: 'A sales representative can only use their own signature.',
    });
    expect(decide({ ...viewers.consumer, isOwner: true }, 'signature.use')).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only sales representatives can do this.',
    });
  });

  it('the mailbox in production asks a guest to sign in and refuses a signed-in shopper', () => {
    expect(decide({ ...viewers.guest, isOwner: false }, 'mailbox.read', { production: true })).toMatchObject({ code: 'NOT_SIGNED_IN' });
    expect(decide({ ...viewers.consumer, isOwner: false }, 'mailbox.read', { production: true })).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only sales representatives can read the mailbox.',
    });
  });
});

describe('load-time linking (doc 001 §4), the design.save rule on load', () => {
  const consumer = { role: 'consumer' as const, identityId: 'ID-1' };
  const guest = { role: 'guest' as const, identityId: null };
  it('links on load only an unlinked product design of a signed-in consumer with an identity', () => {
    const design = { isLinked: false, isMandi: false };
    expect(shouldLinkOnLoad(design, consumer, getSite(3))).toBe(true);
    expect(shouldLinkOnLoad({ ...design, isLinked: true }, consumer, getSite(3))).toBe(false);
    expect(shouldLinkOnLoad({ ...design, isMandi: true }, consumer, getSite(3))).toBe(false);
    expect(shouldLinkOnLoad(design, { role: 'rep', identityId: 'ID-9' }, getSite(3))).toBe(false);
    expect(shouldLinkOnLoad(design, { role: 'consumer', identityId: null }, getSite(3))).toBe(false);
    expect(shouldLinkOnLoad(design, guest, getSite(3))).toBe(false);
    expect(shouldLinkOnLoad(design, consumer, getSite(1))).toBe(false);
  });
});
