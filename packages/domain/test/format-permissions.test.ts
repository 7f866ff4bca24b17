import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, savingsPercent, shipEstimate, showsRetail } from '../src/format.ts';
import { designPermissions, roomPermissions, type Viewer, type WindowFacts, windowPermissions } from '../src/permissions.ts';

describe('money, percent and ship dates (doc 000 §2, §9)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0.5, '$0.50'],
    [-5, '-$5.00'],
    [1_000_000, '$1,000,000.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    [Number.NaN, '$0.00'],
  ])('%s is %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('always shows two-digit cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(formatMoney(cents / 100)).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it('formats percents and savings', () => {
    expect(formatPercent(null)).toBe('0%');
    expect(formatPercent(12.345, 1)).toBe('12.3%');
    expect(savingsPercent(200, 150)).toBe(25);
    expect(savingsPercent(0, 0)).toBe(0);
    expect(showsRetail(200, 150)).toBe(true);
    expect(showsRetail(150, 150)).toBe(false);
  });

  it("shows 'Est. Shipping' M/DD/YYYY on site 3's style and 'Est. Delivery' MMM D otherwise, 20 days out by default", () => {
    expect(shipEstimate('2027-01-05', 'shipping')).toEqual({ label: 'Est. Shipping', date: '1/05/2027' });
    expect(shipEstimate('2027-01-05', 'delivery')).toEqual({ label: 'Est. Delivery', date: 'Jan 5' });
    expect(shipEstimate(null, 'shipping', new Date('2026-11-22T12:00:00'))).toEqual({ label: 'Est. Shipping', date: '12/12/2026' });
  });
});

const guest: Viewer = { role: 'guest', repId: null };
const consumer: Viewer = { role: 'consumer', repId: null };
const rep: Viewer = { role: 'rep', repId: 'E1001' };
const product = { isMandi: false, isLockedOrOrdered: false, isAutoRelease: false };
const mandi = { ...product, isMandi: true };
const plain: WindowFacts = {
  hasProduct: true,
  isCustomProduct: false,
  isInvalid: false,
  isDiscontinued: false,
  isFlagged: false,
  hasNotes: false,
};

describe('permissions (doc 000 §4, §6)', () => {
  it.each([
    ['guest', guest, product, { canRename: true, canDelete: true, canDuplicate: true, canEdit: true, showExpertHelp: false }],
    ['rep', rep, product, { canRename: true, canDelete: true, canDuplicate: true, canEdit: true, showExpertHelp: false }],
    [
      'consumer on mandi',
      consumer,
      mandi,
      { canRename: false, canDelete: false, canDuplicate: false, canEdit: false, showExpertHelp: false },
    ],
    ['rep on mandi', rep, mandi, { canRename: false, canDelete: false, canDuplicate: false, canEdit: true, showExpertHelp: false }],
  ])('window controls for a %s', (_label, viewer, design, expected) => {
    expect(windowPermissions(viewer, design, plain)).toMatchObject(expected);
  });

  it('hides duplicate for invalid, discontinued and custom windows, but lets reps duplicate custom ones', () => {
    expect(windowPermissions(guest, product, { ...plain, isInvalid: true }).canDuplicate).toBe(false);
    expect(windowPermissions(guest, product, { ...plain, isDiscontinued: true }).canDuplicate).toBe(false);
    expect(windowPermissions(guest, product, { ...plain, isCustomProduct: true }).canDuplicate).toBe(false);
    expect(windowPermissions(rep, product, { ...plain, isCustomProduct: true }).canDuplicate).toBe(true);
  });

  it('keeps customers from editing or swapping a custom product and tells them who can', () => {
    const custom = windowPermissions(consumer, product, { ...plain, isCustomProduct: true });
    expect(custom).toMatchObject({ canEdit: false, canSwap: false, showAssociatesOnly: true });
    expect(windowPermissions(rep, product, { ...plain, isCustomProduct: true })).toMatchObject({
      canEdit: true,
      showAssociatesOnly: false,
    });
  });

  it("shows 'Expert Help Required' to customers on flagged mandi windows only", () => {
    expect(windowPermissions(guest, mandi, { ...plain, isFlagged: true }).showExpertHelp).toBe(true);
    expect(windowPermissions(rep, mandi, { ...plain, isFlagged: true }).showExpertHelp).toBe(false);
    expect(windowPermissions(guest, product, { ...plain, isFlagged: true }).showExpertHelp).toBe(false);
  });

  it('hides editing controls on locked or ordered designs', () => {
    const locked = { ...product, isLockedOrOrdered: true };
    expect(designPermissions(rep, locked)).toMatchObject({ canRenameDesign: false, canDuplicateDesign: false, canAddRoom: false });
    expect(windowPermissions(rep, locked, plain)).toMatchObject({
      canRename: false,
      canDelete: false,
      canDuplicate: false,
      canEdit: false,
    });
    expect(roomPermissions(rep, locked, [plain])).toMatchObject({
      canRename: false,
      canDelete: false,
      canDuplicate: false,
      canAddWindow: false,
    });
  });

  it('allows measurement editing with a rep id or outside mandi; hides quantity on mandi; auto-release shows only a total', () => {
    expect(designPermissions(guest, product).canEditMeasurements).toBe(true);
    expect(designPermissions(guest, mandi).canEditMeasurements).toBe(false);
    expect(designPermissions(rep, mandi).canEditMeasurements).toBe(true);
    expect(designPermissions(guest, mandi).showQuantitySelect).toBe(false);
    const autoRelease = designPermissions(guest, { ...product, isAutoRelease: true });
    expect(autoRelease).toMatchObject({ showTabs: false, canCloseTab: false, showOnlyTotal: true, showQuantitySelect: false });
  });

  it('shows rep panels and the motorized delete to reps on mandi only', () => {
    expect(designPermissions(rep, mandi)).toMatchObject({ showRepPanels: true, canDeleteMotorized: true, fetchesRepSignature: true });
    expect(designPermissions(consumer, mandi)).toMatchObject({
      showRepPanels: false,
      canDeleteMotorized: false,
      fetchesRepSignature: false,
    });
  });

  it('hides duplicate room when a window is invalid, and for custom products unless internal', () => {
    expect(roomPermissions(guest, product, [plain, { ...plain, isInvalid: true }]).canDuplicate).toBe(false);
    expect(roomPermissions(guest, product, [{ ...plain, isCustomProduct: true }]).canDuplicate).toBe(false);
    expect(roomPermissions(rep, product, [{ ...plain, isCustomProduct: true }]).canDuplicate).toBe(true);
    expect(roomPermissions(guest, product, [plain]).canDuplicate).toBe(true);
  });
});
