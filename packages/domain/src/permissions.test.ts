import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSetDesignAttribute,
  type DesignFacts,
  designPermissions,
  duplicateDesignRule,
  isInternal,
  roomPermissions,
  type Viewer,
  type WindowFacts,
  windowPermissions,
} from './permissions.ts';

/**
 * The permission table of doc 000 §4 and §6, written out independently of the code:
 * - locked or ordered designs hide rename, edit, swap, duplicate, delete and add-room controls (§4);
 * - auto-release designs hide the tab strip and closing, and show only a total (§2, §6);
 * - quantity select is hidden for mandi designs (§6);
 * - measurement editing is allowed if a rep id exists or the estimate is not mandi (§6);
 * - internal users on mandi estimates see the rep panels and may delete 'motorized' (§6);
 * - a sales rep (rep id present) fetches the rep signature (§6);
 * - customers on mandi estimates cannot edit or delete windows; flagged ones show 'Expert Help Required' (§6);
 * - duplicate window is hidden for mandi, invalid, discontinued or custom-product windows, except that
 *   internal users may duplicate custom ones; delete and rename are hidden on mandi (§6);
 * - customers cannot edit or swap a custom product and see the associates-only text (§6);
 * - duplicate room is hidden when any window is invalid, and for custom products unless internal (§5).
 */
const guest: Viewer = { role: 'guest', repId: null };
const consumer: Viewer = { role: 'consumer', repId: null };
const rep: Viewer = { role: 'rep', repId: 'E1001' };
const repWithoutId: Viewer = { role: 'rep', repId: null };
const viewers = { guest, consumer, rep, repWithoutId } as const;
type ViewerName = keyof typeof viewers;

const designs: { name: string; facts: DesignFacts }[] = [false, true].flatMap((isMandi) =>
  [false, true].flatMap((isLockedOrOrdered) =>
    [false, true].map((isAutoRelease) => ({
      name: `${isMandi ? 'mandi' : 'product'}${isLockedOrOrdered ? ', locked' : ''}${isAutoRelease ? ', auto-release' : ''}`,
      facts: { isMandi, isLockedOrOrdered, isAutoRelease },
    })),
  ),
);

const plain: WindowFacts = {
  hasProduct: true,
  isCustomProduct: false,
  isInvalid: false,
  isDiscontinued: false,
  isFlagged: false,
  hasNotes: false,
};

const windowFacts = fc.record({
  hasProduct: fc.boolean(),
  isCustomProduct: fc.boolean(),
  isInvalid: fc.boolean(),
  isDiscontinued: fc.boolean(),
  isFlagged: fc.boolean(),
  hasNotes: fc.boolean(),
});
const designFacts = fc.record({ isMandi: fc.boolean(), isLockedOrOrdered: fc.boolean(), isAutoRelease: fc.boolean() });
const anyViewer = fc.constantFrom(guest, consumer, rep, repWithoutId);

describe('isInternal', () => {
  it.each([
    ['guest', false],
    ['consumer', false],
    ['rep', true],
    ['repWithoutId', true],
  ] as const)('%s is internal: %s', (name, expected) => {
    expect(isInternal(viewers[name])).toBe(expected);
  });
});

describe('design permissions: every role × mode × locked × auto-release', () => {
  const rows = (Object.keys(viewers) as ViewerName[]).flatMap((viewer) =>
    designs.map((design) => [viewer, design.name, design.facts] as const),
  );

  it.each(rows)('%s on a %s design', (viewerName, _design, facts) => {
    const viewer = viewers[viewerName];
    const internal = viewer.role === 'rep';
    const open = !facts.isLockedOrOrdered;
    expect(designPermissions(viewer, facts)).toEqual({
      showTabs: !facts.isAutoRelease,
      canCloseTab: !facts.isAutoRelease,
      canRenameDesign: open,
      canDuplicateDesign: open,
      canAddRoom: open && (!facts.isMandi || internal),
      showQuantitySelect: open && !facts.isMandi && !facts.isAutoRelease,
      showOnlyTotal: facts.isAutoRelease,
      canEditMeasurements: open && (viewer.repId !== null || !facts.isMandi),
      showRepPanels: internal && facts.isMandi,
      canDeleteMotorized: open && internal && facts.isMandi,
      fetchesRepSignature: viewer.repId !== null,
    });
  });

  it('lets measurements be edited with a rep id or outside mandi only (doc 000 §6)', () => {
    const mandi = { isMandi: true, isLockedOrOrdered: false, isAutoRelease: false };
    const product = { ...mandi, isMandi: false };
    expect(designPermissions(rep, mandi).canEditMeasurements).toBe(true);
    expect(designPermissions(repWithoutId, mandi).canEditMeasurements).toBe(false);
    expect(designPermissions(consumer, mandi).canEditMeasurements).toBe(false);
    expect(designPermissions(guest, product).canEditMeasurements).toBe(true);
  });
});

describe('window permissions', () => {
  const open = { isMandi: false, isLockedOrOrdered: false, isAutoRelease: false };
  const mandi = { ...open, isMandi: true };
  const locked = { ...open, isLockedOrOrdered: true };
  const all = (value: boolean) => ({
    canRename: value,
    canDelete: value,
    canDuplicate: value,
    canEdit: value,
    canSwap: value,
  });

  it.each([
    ['guest', open, plain, { ...all(true), showExpertHelp: false, showAssociatesOnly: false, canEditAttributes: false }],
    ['consumer', open, plain, { ...all(true), showExpertHelp: false, showAssociatesOnly: false, canEditAttributes: false }],
    ['rep', open, plain, { ...all(true), showExpertHelp: false, showAssociatesOnly: false, canEditAttributes: false }],
    ['guest', locked, plain, { ...all(false), showExpertHelp: false, showAssociatesOnly: false, canEditAttributes: false }],
    ['rep', locked, plain, { ...all(false), showExpertHelp: false, showAssociatesOnly: false, canEditAttributes: false }],
    ['consumer', mandi, plain, { ...all(false), showExpertHelp: false, showAssociatesOnly: false, canEditAttributes: false }],
    [
      'consumer',
      mandi,
      { ...plain, isFlagged: true },
      { ...all(false), showExpertHelp: true, showAssociatesOnly: false, canEditAttributes: false },
    ],
    [
      'rep',
      mandi,
      { ...plain, isFlagged: true },
      {
        canRename: false,
        canDelete: false,
        canDuplicate: false,
        canEdit: true,
        canSwap: true,
        showExpertHelp: false,
        showAssociatesOnly: false,
        canEditAttributes: true,
      },
    ],
    [
      'consumer',
      open,
      { ...plain, isCustomProduct: true },
      {
        canRename: true,
        canDelete: true,
        canDuplicate: false,
        canEdit: false,
        canSwap: false,
        showExpertHelp: false,
        showAssociatesOnly: true,
        canEditAttributes: false,
      },
    ],
    [
      'repWithoutId',
      open,
      { ...plain, isCustomProduct: true },
      { ...all(true), showExpertHelp: false, showAssociatesOnly: false, canEditAttributes: false },
    ],
    [
      'guest',
      open,
      { ...plain, isInvalid: true },
      { ...all(true), canDuplicate: false, showExpertHelp: false, showAssociatesOnly: false, canEditAttributes: false },
    ],
    [
      'rep',
      open,
      { ...plain, isDiscontinued: true },
      { ...all(true), canDuplicate: false, showExpertHelp: false, showAssociatesOnly: false, canEditAttributes: false },
    ],
    [
      'guest',
      open,
      { ...plain, isFlagged: true },
      { ...all(true), showExpertHelp: false, showAssociatesOnly: false, canEditAttributes: false },
    ],
  ] as const)('%s, %o, %o', (viewerName, design, window, expected) => {
    expect(windowPermissions(viewers[viewerName], design, window)).toEqual(expected);
  });

  it('follows the spec table for every combination of facts', () => {
    fc.assert(
      fc.property(anyViewer, designFacts, windowFacts, (viewer, design, window) => {
        const internal = viewer.role === 'rep';
        const open = !design.isLockedOrOrdered;
        const customLocked = window.isCustomProduct && !internal;
        const mandiCustomer = design.isMandi && !internal;
        expect(windowPermissions(viewer, design, window)).toEqual({
          canRename: open && !design.isMandi,
          canDelete: open && !design.isMandi,
          canDuplicate: open && !design.isMandi && !window.isInvalid && !window.isDiscontinued && !customLocked,
          canEdit: open && !customLocked && !mandiCustomer,
          canSwap: open && !customLocked && !mandiCustomer,
          showExpertHelp: mandiCustomer && window.isFlagged,
          showAssociatesOnly: customLocked,
          canEditAttributes: open && design.isMandi && internal,
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('never lets a locked design be changed', () => {
    fc.assert(
      fc.property(anyViewer, designFacts, windowFacts, (viewer, design, window) => {
        const can = windowPermissions(viewer, { ...design, isLockedOrOrdered: true }, window);
        expect([can.canRename, can.canDelete, can.canDuplicate, can.canEdit, can.canSwap, can.canEditAttributes]).toEqual([
          false,
          false,
          false,
          false,
          false,
          false,
        ]);
      }),
    );
  });
});

describe('room permissions', () => {
  const open = { isMandi: false, isLockedOrOrdered: false, isAutoRelease: false };
  const mandi = { ...open, isMandi: true };

  it.each([
    ['guest', open, [plain], { canRename: true, canDelete: true, canDuplicate: true, canAddWindow: true }],
    ['guest', open, [], { canRename: true, canDelete: true, canDuplicate: true, canAddWindow: true }],
    ['guest', open, [plain, { ...plain, isInvalid: true }], { canRename: true, canDelete: true, canDuplicate: false, canAddWindow: true }],
    ['rep', open, [{ ...plain, isInvalid: true }], { canRename: true, canDelete: true, canDuplicate: false, canAddWindow: true }],
    [
      'consumer',
      open,
      [{ ...plain, isCustomProduct: true }],
      { canRename: true, canDelete: true, canDuplicate: false, canAddWindow: true },
    ],
    ['rep', open, [{ ...plain, isCustomProduct: true }], { canRename: true, canDelete: true, canDuplicate: true, canAddWindow: true }],
    [
      'repWithoutId',
      open,
      [{ ...plain, isCustomProduct: true }],
      { canRename: true, canDelete: true, canDuplicate: true, canAddWindow: true },
    ],
    ['consumer', mandi, [plain], { canRename: true, canDelete: false, canDuplicate: false, canAddWindow: false }],
    ['consumer', mandi, [], { canRename: true, canDelete: true, canDuplicate: false, canAddWindow: false }],
    ['rep', mandi, [plain], { canRename: true, canDelete: true, canDuplicate: true, canAddWindow: true }],
    [
      'rep',
      { ...open, isLockedOrOrdered: true },
      [plain],
      { canRename: false, canDelete: false, canDuplicate: false, canAddWindow: false },
    ],
  ] as const)('%s, %o, windows %o', (viewerName, design, windows, expected) => {
    expect(roomPermissions(viewers[viewerName], design, windows)).toEqual(expected);
  });

  it('hides duplicate room whenever a window is invalid, or holds a custom product for a customer', () => {
    fc.assert(
      fc.property(anyViewer, designFacts, fc.array(windowFacts, { maxLength: 5 }), (viewer, design, windows) => {
        const can = roomPermissions(viewer, design, windows);
        if (windows.some((window) => window.isInvalid)) expect(can.canDuplicate).toBe(false);
        if (viewer.role !== 'rep' && windows.some((window) => window.isCustomProduct)) expect(can.canDuplicate).toBe(false);
        if (design.isLockedOrOrdered) expect(can).toEqual({ canRename: false, canDelete: false, canDuplicate: false, canAddWindow: false });
      }),
    );
  });
});

describe('duplicate design (doc 001 §6)', () => {
  const plain: WindowFacts = {
    hasProduct: true,
    isCustomProduct: false,
    isInvalid: false,
    isDiscontinued: false,
    isFlagged: false,
    hasNotes: false,
  };
  const custom = { ...plain, isCustomProduct: true };
  const invalid = { ...plain, isInvalid: true };
  const discontinued = { ...plain, isDiscontinued: true };
  const open = { isAutoRelease: false };

  it.each([
    ['guest', [plain], open, 'allowed'],
    ['guest', [], open, 'allowed'],
    ['guest', [plain, custom], open, 'disabled'],
    ['consumer', [custom], open, 'disabled'],
    ['rep', [custom], open, 'allowed'],
    ['repWithoutId', [custom], open, 'allowed'],
    ['guest', [plain, invalid], open, 'hidden'],
    ['rep', [invalid], open, 'hidden'],
    ['rep', [discontinued], open, 'hidden'],
    ['guest', [custom, discontinued], open, 'hidden'],
    ['rep', [plain], { isAutoRelease: true }, 'hidden'],
    ['guest', [], { isAutoRelease: true }, 'hidden'],
  ] as [ViewerName, WindowFacts[], { isAutoRelease: boolean }, string][])('%s, windows %j, %j: %s', (viewerName, windows, design, rule) => {
    expect(duplicateDesignRule(viewers[viewerName], design, windows)).toBe(rule);
  });
});

describe('setting design attributes (doc 001 §3, §4)', () => {
  it.each([
    'isAutoReleaseCompleted',
    'isAutoReleaseDesign',
    'jobUid',
    'jobId',
    'orderNumber',
    'orderDate',
    'serviceProvider',
    'technicians',
  ])('lets only internal users set the order or job attribute %s', (name) => {
    expect(canSetDesignAttribute(guest, name)).toBe(false);
    expect(canSetDesignAttribute(consumer, name)).toBe(false);
    expect(canSetDesignAttribute(rep, name)).toBe(true);
    expect(canSetDesignAttribute(repWithoutId, name)).toBe(true);
  });

  it.each(['purchaseOption', 'propertyAddress', 'customer', 'numberOfWindows'])('lets anyone who may change the design set %s', (name) => {
    expect(canSetDesignAttribute(guest, name)).toBe(true);
    expect(canSetDesignAttribute(consumer, name)).toBe(true);
  });
});
