import { describe, expect, it } from 'vitest';
import type { Actor } from './permissions.ts';
import { designControls, duplicateDesignRule, roomControls, type WindowDisplayFacts, windowControls } from './permissions-controls.ts';

const guest: Actor = { role: 'guest', repId: null, isOwner: true };
const consumer: Actor = { role: 'consumer', repId: null, isOwner: true };
const rep: Actor = { role: 'rep', repId: 'E1001', isOwner: false };
const product = { isMandi: false, isLockedOrOrdered: false, isAutoRelease: false };
const mandi = { ...product, isMandi: true };
const plain: WindowDisplayFacts = {
  hasProduct: true,
  isCustomProduct: false,
  isInvalid: false,
  isDiscontinued: false,
  isFlagged: false,
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
    expect(windowControls(viewer, design, plain)).toMatchObject(expected);
  });

  it('hides duplicate for invalid, discontinued and custom windows, but lets reps duplicate custom ones', () => {
    expect(windowControls(guest, product, { ...plain, isInvalid: true }).canDuplicate).toBe(false);
    expect(windowControls(guest, product, { ...plain, isDiscontinued: true }).canDuplicate).toBe(false);
    expect(windowControls(guest, product, { ...plain, isCustomProduct: true }).canDuplicate).toBe(false);
    expect(windowControls(rep, product, { ...plain, isCustomProduct: true }).canDuplicate).toBe(true);
  });

  it('keeps customers from editing or swapping a custom product and tells them who can', () => {
    const custom = windowControls(consumer, product, { ...plain, isCustomProduct: true });
    expect(custom).toMatchObject({ canEdit: false, canSwap: false, showAssociatesOnly: true });
    expect(windowControls(rep, product, { ...plain, isCustomProduct: true })).toMatchObject({
      canEdit: true,
      showAssociatesOnly: false,
    });
  });

  it("shows 'Expert Help Required' to customers on flagged mandi windows only", () => {
    expect(windowControls(guest, mandi, { ...plain, isFlagged: true }).showExpertHelp).toBe(true);
    expect(windowControls(rep, mandi, { ...plain, isFlagged: true }).showExpertHelp).toBe(false);
    expect(windowControls(guest, product, { ...plain, isFlagged: true }).showExpertHelp).toBe(false);
  });

  it('hides editing controls on locked or ordered designs', () => {
    const locked = { ...product, isLockedOrOrdered: true };
    expect(designControls(rep, locked)).toMatchObject({ canRenameDesign: false, canAddRoom: false });
    expect(duplicateDesignRule(rep, locked, [plain])).toBe('hidden');
    expect(windowControls(rep, locked, plain)).toMatchObject({
      canRename: false,
      canDelete: false,
      canDuplicate: false,
      canEdit: false,
    });
    expect(roomControls(rep, locked, [plain])).toMatchObject({
      canRename: false,
      canDelete: false,
      canDuplicate: false,
      canAddWindow: false,
    });
  });

  it('allows measurement editing with a rep id or outside mandi; hides quantity on mandi; auto-release shows only a total', () => {
    expect(designControls(guest, product).canEditMeasurements).toBe(true);
    expect(designControls(guest, mandi).canEditMeasurements).toBe(false);
    expect(designControls(rep, mandi).canEditMeasurements).toBe(true);
    expect(designControls(guest, mandi).showQuantitySelect).toBe(false);
    const autoRelease = designControls(guest, { ...product, isAutoRelease: true });
    expect(autoRelease).toMatchObject({ showTabs: false, canCloseTab: false, showOnlyTotal: true, showQuantitySelect: false });
  });

  it('shows rep panels and the motorized delete to reps on mandi only', () => {
    expect(designControls(rep, mandi)).toMatchObject({ showRepPanels: true, canDeleteMotorized: true, fetchesRepSignature: true });
    expect(designControls(consumer, mandi)).toMatchObject({
      showRepPanels: false,
      canDeleteMotorized: false,
      fetchesRepSignature: false,
    });
  });

  it('hides duplicate room when a window is invalid, and for custom products unless internal', () => {
    expect(roomControls(guest, product, [plain, { ...plain, isInvalid: true }]).canDuplicate).toBe(false);
    expect(roomControls(guest, product, [{ ...plain, isCustomProduct: true }]).canDuplicate).toBe(false);
    expect(roomControls(rep, product, [{ ...plain, isCustomProduct: true }]).canDuplicate).toBe(true);
    expect(roomControls(guest, product, [plain]).canDuplicate).toBe(true);
  });
});
