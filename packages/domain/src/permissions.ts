import { ORDER_DESIGN_ATTRIBUTES } from './design.ts';
import type { Role } from './identity.ts';

/**
 * The permission table of doc 000 §4 and §6, in one place: every control of the builder asks these
 * functions, and the server's checks mirror them. Inputs are plain facts so the table is easy to test.
 */

export interface Viewer {
  role: Role;
  /** The rep's employee id; reps without one still count as internal users. */
  repId: string | null;
}

export interface DesignFacts {
  isMandi: boolean;
  isLockedOrOrdered: boolean;
  isAutoRelease: boolean;
}

export interface WindowFacts {
  hasProduct: boolean;
  /** Product type 'Custom' (special order). */
  isCustomProduct: boolean;
  /** Has a product whose configuration is not valid. */
  isInvalid: boolean;
  isDiscontinued: boolean;
  isFlagged: boolean;
  hasNotes: boolean;
}

export const isInternal = (viewer: Viewer) => viewer.role === 'rep';

export interface DesignPermissions {
  showTabs: boolean;
  canCloseTab: boolean;
  canRenameDesign: boolean;
  canDuplicateDesign: boolean;
  canAddRoom: boolean;
  /** Quantity select (hidden on mandi); auto-release designs show only a total. */
  showQuantitySelect: boolean;
  showOnlyTotal: boolean;
  canEditMeasurements: boolean;
  /** Flagged / noted banners, flag panel and notes panel (reps on mandi estimates). */
  showRepPanels: boolean;
  canDeleteMotorized: boolean;
  /** Reps fetch their signature on load. */
  fetchesRepSignature: boolean;
}

export function designPermissions(viewer: Viewer, design: DesignFacts): DesignPermissions {
  const open = !design.isLockedOrOrdered;
  const internal = isInternal(viewer);
  return {
    showTabs: !design.isAutoRelease,
    canCloseTab: !design.isAutoRelease,
    canRenameDesign: open,
    canDuplicateDesign: open,
    canAddRoom: open && (!design.isMandi || internal),
    showQuantitySelect: open && !design.isMandi && !design.isAutoRelease,
    showOnlyTotal: design.isAutoRelease,
    // Doc 000 §6: a rep id, not merely the rep role (the server's check asks the same).
    canEditMeasurements: open && (Boolean(viewer.repId) || !design.isMandi),
    showRepPanels: internal && design.isMandi,
    canDeleteMotorized: open && internal && design.isMandi,
    fetchesRepSignature: Boolean(viewer.repId),
  };
}

export interface RoomPermissions {
  canRename: boolean;
  canDelete: boolean;
  canDuplicate: boolean;
  canAddWindow: boolean;
}

/** Room controls; `windows` are the room's windows. */
export function roomPermissions(viewer: Viewer, design: DesignFacts, windows: readonly WindowFacts[]): RoomPermissions {
  const open = !design.isLockedOrOrdered;
  const internal = isInternal(viewer);
  const windowsEditable = !design.isMandi || internal;
  return {
    canRename: open,
    canDelete: open && (windowsEditable || windows.length === 0),
    // Hidden when any window is invalid, and for custom products unless the user is internal.
    canDuplicate:
      open &&
      windowsEditable &&
      !windows.some((window) => window.isInvalid) &&
      (internal || !windows.some((window) => window.isCustomProduct)),
    canAddWindow: open && windowsEditable,
  };
}

export interface WindowPermissions {
  canRename: boolean;
  canDelete: boolean;
  canDuplicate: boolean;
  /** Edit Window / Edit Options (hidden when locked; customers cannot edit a custom product). */
  canEdit: boolean;
  canSwap: boolean;
  /** Customers on mandi estimates see 'Expert Help Required' on flagged windows. */
  showExpertHelp: boolean;
  /** Customers viewing a custom product see the associates-only text. */
  showAssociatesOnly: boolean;
  /** Mandi edit-attributes modal ('Editing'). */
  canEditAttributes: boolean;
}

export function windowPermissions(viewer: Viewer, design: DesignFacts, window: WindowFacts): WindowPermissions {
  const open = !design.isLockedOrOrdered;
  const internal = isInternal(viewer);
  const customLocked = window.isCustomProduct && !internal;
  const mandiCustomer = design.isMandi && !internal;
  return {
    canRename: open && !design.isMandi,
    canDelete: open && !design.isMandi,
    canDuplicate: open && !design.isMandi && !window.isInvalid && !window.isDiscontinued && !customLocked,
    canEdit: open && !customLocked && !mandiCustomer,
    canSwap: open && !customLocked && !mandiCustomer,
    showExpertHelp: mandiCustomer && window.isFlagged,
    showAssociatesOnly: customLocked,
    canEditAttributes: open && design.isMandi && internal,
  };
}

/**
 * Duplicate Design (doc 001 §6): hidden when any window is invalid or discontinued, and for
 * auto-release designs; disabled when a window holds a Custom-type product, unless the viewer is
 * internal. The server refuses what this does not allow.
 */
export type DuplicateDesignRule = 'allowed' | 'disabled' | 'hidden';

export function duplicateDesignRule(
  viewer: Viewer,
  design: Pick<DesignFacts, 'isAutoRelease'>,
  windows: readonly WindowFacts[],
): DuplicateDesignRule {
  if (design.isAutoRelease) return 'hidden';
  if (windows.some((window) => window.isInvalid || window.isDiscontinued)) return 'hidden';
  if (!isInternal(viewer) && windows.some((window) => window.isCustomProduct)) return 'disabled';
  return 'allowed';
}

/**
 * Who may set a design attribute through the set-attribute call: order and job attributes
 * (ORDER_DESIGN_ATTRIBUTES) only internal users, as doc 001 names reps and the order flow for them;
 * the others whoever may change the design.
 */
export function canSetDesignAttribute(viewer: Viewer, name: string): boolean {
  return !ORDER_DESIGN_ATTRIBUTES.has(name) || isInternal(viewer);
}
