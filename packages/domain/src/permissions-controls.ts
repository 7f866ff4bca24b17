import { type Actor, can, controlOf, type DesignFacts, decide, isInternal, type WindowFacts } from './permissions.ts';

/**
 * The builder's controls for a design, a room and a window, read from the permission table
 * (permissions.ts); the few facts here that are not permissions are what the page displays.
 */

export interface DesignControls {
  showTabs: boolean;
  canCloseTab: boolean;
  canRenameDesign: boolean;
  canAddRoom: boolean;
  /** Quantity select (hidden on mandi); auto-release designs show only a total. */
  showQuantitySelect: boolean;
  showOnlyTotal: boolean;
  canEditMeasurements: boolean;
  /** Flagged / noted banners, flag panel and notes panel (internal users on mandi estimates, doc 000 §6). */
  showRepPanels: boolean;
  canWriteNotes: boolean;
  canDeleteMotorized: boolean;
  /** Reps fetch their signature on load. */
  fetchesRepSignature: boolean;
}

export function designControls(actor: Actor, design: DesignFacts): DesignControls {
  const target = { design };
  const showRepPanels = isInternal(actor) && design.isMandi;
  return {
    showTabs: !design.isAutoRelease,
    canCloseTab: can(actor, 'design.close', target),
    canRenameDesign: can(actor, 'design.rename', target),
    canAddRoom: can(actor, 'room.add', target),
    showQuantitySelect: can(actor, 'window.quantity', target),
    showOnlyTotal: design.isAutoRelease,
    canEditMeasurements: can(actor, 'window.measure', target),
    showRepPanels,
    canWriteNotes: showRepPanels && can(actor, 'window.notes', target),
    canDeleteMotorized: design.isMandi && can(actor, 'window.deleteMotorized', target),
    fetchesRepSignature: Boolean(actor.repId),
  };
}

export interface RoomControls {
  canRename: boolean;
  canDelete: boolean;
  canDuplicate: boolean;
  canAddWindow: boolean;
}

/** Room controls; `windows` are the room's windows. */
export function roomControls(actor: Actor, design: DesignFacts, windows: readonly WindowFacts[]): RoomControls {
  return {
    canRename: can(actor, 'room.rename', { design }),
    canDelete: can(actor, 'room.delete', { design, windows }),
    canDuplicate: can(actor, 'room.duplicate', { design, windows }),
    canAddWindow: can(actor, 'window.add', { design }),
  };
}

export interface WindowControls {
  canRename: boolean;
  canDelete: boolean;
  canDuplicate: boolean;
  /** Edit Options and Remove Product (hidden when locked; customers cannot edit a custom product). */
  canEdit: boolean;
  canSwap: boolean;
  /** 'Add {product} to Window' or 'Shop All Products' on a window without a product. */
  canAddProduct: boolean;
  canCopyStyles: boolean;
  canSetPurchaseOption: boolean;
  /** Customers on mandi estimates see 'Expert Help Required' on flagged windows. */
  showExpertHelp: boolean;
  /** Customers viewing a custom product see the associates-only text. */
  showAssociatesOnly: boolean;
  /** Mandi edit-attributes modal ('Editing'): the modal is mandi's. */
  canEditAttributes: boolean;
}

/** What the window card displays beside its permissions. */
export interface WindowDisplayFacts extends WindowFacts {
  isFlagged: boolean;
}

export function windowControls(actor: Actor, design: DesignFacts, window: WindowDisplayFacts): WindowControls {
  const target = { design, windows: [window] };
  const internal = isInternal(actor);
  return {
    canRename: can(actor, 'window.rename', target),
    canDelete: can(actor, 'window.delete', target),
    canDuplicate: can(actor, 'window.duplicate', target),
    canEdit: window.hasProduct && can(actor, 'window.editProduct', target),
    canSwap: window.hasProduct && can(actor, 'window.swap', target),
    canAddProduct: !window.hasProduct && can(actor, 'window.addProduct', target),
    canCopyStyles: window.hasProduct && can(actor, 'window.copyStyles', target),
    canSetPurchaseOption: can(actor, 'window.purchaseOption', target),
    showExpertHelp: design.isMandi && !internal && window.isFlagged,
    showAssociatesOnly: window.isCustomProduct && !internal,
    canEditAttributes: design.isMandi && can(actor, 'window.editAttributes', target),
  };
}

/**
 * Duplicate Design (doc 001 §6): hidden when any window is invalid or discontinued, for auto-release
 * designs and for locked ones (doc 000 §4); disabled when a window holds a Custom-type product, unless
 * the viewer is internal. The server refuses what this does not allow.
 */
export type DuplicateDesignRule = 'allowed' | 'disabled' | 'hidden';

export function duplicateDesignRule(actor: Actor, design: DesignFacts, windows: readonly WindowFacts[]): DuplicateDesignRule {
  return controlOf(decide(actor, 'design.duplicate', { design, windows }));
}
