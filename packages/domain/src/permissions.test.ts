import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action, type Actor, can, type DesignFacts, decide, type Viewer, type WindowFacts } from './permissions.ts';

/**
 * The permission table, every role × owner × action × design state × window, against values written
 * from the spec (not from the code):
 * - doc 000 §4 and doc 001 §4: on a locked or ordered design rename, edit, swap, duplicate, delete and
 *   add room are hidden; every edit is refused;
 * - doc 000 §6: customers on mandi estimates cannot edit or delete windows; measurement editing needs a
 *   rep id or a non-mandi estimate; duplicate window, delete and rename are hidden on mandi; the
 *   quantity select is hidden on mandi; auto-release designs show only a total; internal users may
 *   duplicate rooms and windows with custom products; customers cannot edit or swap a custom product;
 *   internal users on mandi estimates have the flag and notes panels and may delete 'motorized';
 * - doc 000 §5: duplicate room is hidden when a window is invalid (discontinued too: docs/decisions.md);
 * - doc 001 §6: Duplicate Design is disabled for a Custom product unless internal, hidden with invalid
 *   or discontinued products and for auto-release designs;
 * - doc 000 §2: tabs can be closed except for auto-release designs;
 * - doc 001 §2, §6: job notes are added by reps (a rep id and the internal check) on an open
 *   measure-and-install design; Add to Order is theirs on an auto-release design;
 * - doc 001 §4, §6: Save is the owner's, never a rep's (they save by sharing), hidden when locked and
 *   on measure-and-install designs;
 * - doc 001 §6: Share is always available to reps; shown to others only on their own design not yet
 *   shared; hidden for measure-and-install designs;
 * - a design is changed by its owner or a rep (ARCHITECTURE "Identity"); a copy is the caller's own.
 * Choices where the spec is silent (docs/decisions.md "One permission table"): Add Room is shown on
 * mandi to customers (§4 hides it only when locked); adding a product and Copy Styles are window
 * edits, so customers on mandi get neither; the purchase option stays the shopper's on mandi.
 */
const viewers = {
  guest: { role: 'guest', repId: null },
  consumer: { role: 'consumer', repId: null },
  rep: { role: 'rep', repId: 'E1001' },
  repWithoutId: { role: 'rep', repId: null },
} satisfies Record<string, Viewer>;
type ViewerName = keyof typeof viewers;
const VIEWER_NAMES = Object.keys(viewers) as ViewerName[];

const Y = true;
const N = false;
/** An open design the actor owns, holding one window with a valid stock of product: guest, consumer, rep, rep without id. */
const PRODUCT_MODE: Record<Action, readonly [boolean, boolean, boolean, boolean]> = {
  'design.change': [Y, Y, Y, Y],
  'design.rename': [Y, Y, Y, Y],
  'design.duplicate': [Y, Y, Y, Y],
  'design.close': [Y, Y, Y, Y],
  'design.setAttribute': [Y, Y, Y, Y],
  'room.add': [Y, Y, Y, Y],
  'room.rename': [Y, Y, Y, Y],
  'room.duplicate': [Y, Y, Y, Y],
  'room.delete': [Y, Y, Y, Y],
  'window.add': [Y, Y, Y, Y],
  'window.rename': [Y, Y, Y, Y],
  'window.duplicate': [Y, Y, Y, Y],
  'window.delete': [Y, Y, Y, Y],
  'window.quantity': [Y, Y, Y, Y],
  'window.measure': [Y, Y, Y, Y],
  'window.addProduct': [Y, Y, Y, Y],
  'window.editProduct': [Y, Y, Y, Y],
  'window.swap': [Y, Y, Y, Y],
  'window.copyStyles': [Y, Y, Y, Y],
  'window.editAttributes': [Y, Y, Y, Y],
  'window.purchaseOption': [Y, Y, Y, Y],
  'window.notes': [N, N, Y, Y],
  'window.deleteMotorized': [N, N, Y, Y],
  'session.change': [Y, Y, Y, Y],
  'design.share': [Y, Y, Y, Y],
  'design.addJobNote': [N, N, N, N],
  'design.addToOrder': [N, N, N, N],
  'design.save': [Y, Y, N, N],
  'design.inStoreMeasure': [N, N, Y, N],
};
/** The same on a mandi (measure-and-install) design. */
const MANDI_MODE: Record<Action, readonly [boolean, boolean, boolean, boolean]> = {
  'design.change': [Y, Y, Y, Y],
  'design.rename': [Y, Y, Y, Y],
  'design.duplicate': [Y, Y, Y, Y],
  'design.close': [Y, Y, Y, Y],
  'design.setAttribute': [Y, Y, Y, Y],
  'room.add': [Y, Y, Y, Y],
  'room.rename': [Y, Y, Y, Y],
  'room.duplicate': [N, N, Y, Y],
  'room.delete': [N, N, Y, Y],
  'window.add': [N, N, Y, Y],
  'window.rename': [N, N, N, N],
  'window.duplicate': [N, N, N, N],
  'window.delete': [N, N, N, N],
  'window.quantity': [N, N, N, N],
  'window.measure': [N, N, Y, N],
  'window.addProduct': [N, N, Y, Y],
  'window.editProduct': [N, N, Y, Y],
  'window.swap': [N, N, Y, Y],
  'window.copyStyles': [N, N, Y, Y],
  'window.editAttributes': [N, N, Y, Y],
  'window.purchaseOption': [Y, Y, Y, Y],
  'window.notes': [N, N, Y, Y],
  'window.deleteMotorized': [N, N, Y, Y],
  'session.change': [Y, Y, Y, Y],
  'design.share': [N, N, N, N],
  'design.addJobNote': [N, N, Y, N],
  'design.addToOrder': [N, N, N, N],
  'design.save': [N, N, N, N],
  'design.inStoreMeasure': [N, N, N, N],
};

/** Actions that ask only who acts. */
const WHO_ONLY: ReadonlySet<Action> = new Set(['design.change', 'session.change']);
/** Actions a locked design still allows: who may change it, and closing its tab. */
const NOT_EDITS: ReadonlySet<Action> = new Set(['design.change', 'session.change', 'design.close']);
const CUSTOMER_CUSTOM_REFUSED: ReadonlySet<Action> = new Set([
  'window.editProduct',
  'window.swap',
  'window.duplicate',
  'room.duplicate',
  'design.duplicate',
]);
const DUPLICATES: ReadonlySet<Action> = new Set(['window.duplicate', 'room.duplicate', 'design.duplicate']);

const stock: WindowFacts = { label: 'Window 1', hasProduct: true, isCustomProduct: false, isInvalid: false, isDiscontinued: false };
const windowKinds = {
  stock,
  custom: { ...stock, isCustomProduct: true },
  invalid: { ...stock, isInvalid: true },
  discontinued: { ...stock, isDiscontinued: true },
} satisfies Record<string, WindowFacts>;
type WindowKind = keyof typeof windowKinds;

function expected(viewer: ViewerName, isOwner: boolean, action: Action, design: DesignFacts, kind: WindowKind): boolean {
  const internal = viewers[viewer].role === 'rep';
  if (WHO_ONLY.has(action)) return internal || isOwner;
  if (action === 'design.close') return !design.isAutoRelease;
  // Doc 001 §6: reps share any design, others their own (not yet shared: below); an ordered design
  // stays shareable (§4); never a measure-and-install one.
  if (action === 'design.share') return !design.isMandi && (internal || isOwner);
  // Doc 001 §6: a rep is a rep id and the internal check; only reps add job notes and change orders.
  if (action === 'design.addToOrder') return viewer === 'rep' && design.isAutoRelease;
  if (action === 'design.addJobNote' && design.isLockedOrOrdered) return false;
  // Ours (doc 001 §5 names the order only): a rep with a rep id, on an open product-mode design.
  if (action === 'design.inStoreMeasure') return viewer === 'rep' && !design.isMandi && !design.isLockedOrOrdered && !design.isAutoRelease;
  // A copy is the caller's own: owning the source is not asked.
  if (action !== 'design.duplicate' && !internal && !isOwner) return false;
  if (design.isLockedOrOrdered && !NOT_EDITS.has(action)) return false;
  if (design.isAutoRelease && (action === 'window.quantity' || action === 'design.duplicate')) return false;
  if ((kind === 'invalid' || kind === 'discontinued') && DUPLICATES.has(action)) return false;
  if (kind === 'custom' && !internal && CUSTOMER_CUSTOM_REFUSED.has(action)) return false;
  const table = design.isMandi ? MANDI_MODE : PRODUCT_MODE;
  return table[action][VIEWER_NAMES.indexOf(viewer)] as boolean;
}

const designs: DesignFacts[] = [false, true].flatMap((isMandi) =>
  [false, true].flatMap((isLockedOrOrdered) => [false, true].map((isAutoRelease) => ({ isMandi, isLockedOrOrdered, isAutoRelease }))),
);
const describeDesign = (design: DesignFacts) =>
  `${design.isMandi ? 'mandi' : 'product'}${design.isLockedOrOrdered ? ' locked' : ''}${design.isAutoRelease ? ' auto-release' : ''}`;

describe('the permission table: every role × owner × action × design state × window', () => {
  const rows = VIEWER_NAMES.flatMap((viewer) =>
    [true, false].flatMap((isOwner) =>
      ACTIONS.flatMap((action) =>
        designs.flatMap((design) =>
          (Object.keys(windowKinds) as WindowKind[]).map(
            (kind) => [viewer, isOwner, action, describeDesign(design), kind, design] as const,
          ),
        ),
      ),
    ),
  );

  it('has one row per combination', () => {
    expect(rows).toHaveLength(4 * 2 * ACTIONS.length * 8 * 4);
  });

  it.each(rows)('%s (owner: %s) %s on a %s design, %s window', (viewer, isOwner, action, _name, kind, design) => {
    const actor: Actor = { ...viewers[viewer], isOwner };
    const attribute = action === 'window.notes' ? 'notes' : action === 'design.setAttribute' ? 'purchaseOption' : undefined;
    const target = { design, windows: [windowKinds[kind]], ...(attribute ? { attribute } : {}) };
    expect(can(actor, action, target)).toBe(expected(viewer, isOwner, action, design, kind));
  });
});

describe('refusals name the spec’s reason', () => {
  const open: DesignFacts = { isMandi: false, isLockedOrOrdered: false, isAutoRelease: false };
  const mandi = { ...open, isMandi: true };
  const shopper: Actor = { role: 'consumer', repId: null, isOwner: true };
  const rep: Actor = { role: 'rep', repId: 'E1001', isOwner: false };

  it('answers a locked design with DESIGN_LOCKED for owners and reps alike', () => {
    for (const actor of [shopper, rep]) {
      expect(decide(actor, 'room.add', { design: { ...open, isLockedOrOrdered: true } })).toEqual({
        allowed: false,
        code: 'DESIGN_LOCKED',
        message: 'This design has been ordered or locked and can no longer be changed.',
        control: 'hidden',
      });
    }
  });

  it("refuses someone else's design to customers with 403", () => {
    expect(decide({ ...shopper, isOwner: false }, 'design.rename', { design: open })).toMatchObject({
      allowed: false,
      code: 'FORBIDDEN',
      message: 'Only the owner of this design or a sales representative can change it.',
    });
  });

  it('hides Share from a shopper once the design is shared, never from a rep; never on mandi (doc 001 §6)', () => {
    expect(can(shopper, 'design.share', { design: open })).toBe(true);
    expect(decide(shopper, 'design.share', { design: open, shared: true })).toEqual({
      allowed: false,
      code: 'CONFLICT',
      message: 'This design is already shared with another customer',
      control: 'hidden',
    });
    expect(can(rep, 'design.share', { design: open, shared: true })).toBe(true);
    expect(can(shopper, 'design.share', { design: { ...open, isLockedOrOrdered: true } })).toBe(true);
    expect(decide(rep, 'design.share', { design: mandi })).toMatchObject({ allowed: false, code: 'CONFLICT', control: 'hidden' });
    expect(decide({ ...shopper, isOwner: false }, 'design.share', { design: open })).toMatchObject({
      allowed: false,
      code: 'FORBIDDEN',
      message: 'Only the owner of this design or a sales representative can share it.',
    });
  });

  it('disables, rather than hides, Duplicate Design for a custom product (doc 001 §6)', () => {
    const windows = [{ ...stock, isCustomProduct: true }];
    expect(decide(shopper, 'design.duplicate', { design: open, windows })).toMatchObject({ allowed: false, control: 'disabled' });
    expect(decide(shopper, 'design.duplicate', { design: open, windows: [{ ...stock, isInvalid: true }] })).toMatchObject({
      allowed: false,
      control: 'hidden',
      code: 'VALIDATION_FAILED',
    });
  });

  it('names the window that blocks a duplicate', () => {
    const windows = [stock, { ...stock, label: 'Bay', isDiscontinued: true }];
    expect(decide(rep, 'room.duplicate', { design: open, windows })).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Bay has a product that must be edited, swapped or removed before it can be duplicated.',
    });
  });

  it('lets only internal users set order and job attributes (doc 001 §3, §4)', () => {
    for (const attribute of ['isAutoReleaseCompleted', 'jobUid', 'orderNumber', 'technicians']) {
      expect(decide(shopper, 'design.setAttribute', { design: open, attribute })).toMatchObject({
        allowed: false,
        code: 'FORBIDDEN',
        message: `Only sales representatives can set the design attribute ${attribute}.`,
      });
      expect(can(rep, 'design.setAttribute', { design: open, attribute })).toBe(true);
    }
  });

  it('tells a customer on mandi why window edits are refused, and a rep why renames are', () => {
    expect(decide(shopper, 'window.addProduct', { design: mandi })).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Windows on a measure-and-install design can only be changed by an associate.',
    });
    expect(decide(rep, 'window.rename', { design: mandi })).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Windows on a measure-and-install design cannot be renamed.',
    });
  });

  it('lets a customer delete an empty room on mandi, not one holding windows', () => {
    expect(can(shopper, 'room.delete', { design: mandi, windows: [] })).toBe(true);
    expect(can(shopper, 'room.delete', { design: mandi, windows: [stock] })).toBe(false);
  });
});
