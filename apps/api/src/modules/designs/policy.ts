import { DesignAttr } from '@eb/domain/design';
import { canSetDesignAttribute, duplicateDesignRule, type WindowFacts } from '@eb/domain/permissions';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { type DesignRow, type DesignState, designAttribute, type ItemRow } from './state.ts';

/**
 * Who may change a design: a rep, the account it belongs to, or the (guest) session that made it.
 * Reading needs only the id: a design id is an unguessable capability (ARCHITECTURE "Identity").
 */
export type DesignOwners = Pick<DesignRow, 'owner_session_id' | 'owner_user_id'>;

export function canChangeDesign(identity: SessionData, design: DesignOwners): boolean {
  if (identity.role === 'rep') return true;
  if (design.owner_user_id && design.owner_user_id === identity.uid) return true;
  return design.owner_session_id === identity.sid;
}

/**
 * Who may add designs to a job session: a rep, or whoever started it (its account, or the
 * anonymous session that started it). Sessions from before owners were kept have none.
 */
export function canChangeSession(
  identity: SessionData,
  session: { owner_session_id: string | null; owner_user_id: string | null },
): boolean {
  if (identity.role === 'rep') return true;
  if (session.owner_user_id) return session.owner_user_id === identity.uid;
  return session.owner_session_id !== null && session.owner_session_id === identity.sid;
}

export function assertCanChange(identity: SessionData, design: DesignRow): void {
  if (!canChangeDesign(identity, design)) {
    throw new AppError('FORBIDDEN', 'Only the owner of this design or a sales representative can change it.');
  }
}

export function assertNotLocked(design: DesignRow): void {
  if (design.is_locked_or_ordered) {
    throw new AppError('DESIGN_LOCKED', 'This design has been ordered or locked and can no longer be changed.');
  }
}

export const isMandiState = (state: DesignState) => designAttribute(state, DesignAttr.isMandi) === 'true';

/** Customers on a measure-and-install design cannot edit or delete its windows (doc 000 §6). */
export function assertCanEditWindows(identity: SessionData, state: DesignState): void {
  if (isMandiState(state) && identity.role !== 'rep') {
    throw new AppError('FORBIDDEN', 'Windows on a measure-and-install estimate can only be changed by an associate.');
  }
}

/** Measurement editing is allowed if a rep id exists or the estimate is not mandi (doc 000 §6). */
export function assertCanEditMeasurements(identity: SessionData, state: DesignState): void {
  if (isMandiState(state) && !identity.repId) {
    throw new AppError('FORBIDDEN', 'Measurements on a measure-and-install estimate can only be changed by an associate.');
  }
}

export function assertRep(identity: SessionData, action: string): void {
  if (identity.role !== 'rep') throw new AppError('FORBIDDEN', `Only sales representatives can ${action}.`);
}

/** Customers cannot edit, swap or remove a custom product (doc 000 §6): only associates change it. */
export function assertCanChangeProduct(identity: SessionData, item: ItemRow): void {
  if (item.product?.productType === 'Custom' && identity.role !== 'rep') {
    throw new AppError('FORBIDDEN', 'This custom product can only be changed by an associate.');
  }
}

/**
 * Duplicating windows (one, N copies, or a whole room): refused when a window's product is no longer
 * valid or is discontinued, and for custom products unless an associate asks (doc 000 §5, §6).
 */
export function assertCanDuplicate(identity: SessionData, items: readonly ItemRow[]): void {
  for (const item of items) {
    const product = item.product;
    if (!product) continue;
    if (product.productType === 'Custom' && identity.role !== 'rep') {
      throw new AppError('FORBIDDEN', 'Windows with a custom product can only be duplicated by an associate.');
    }
    if (!product.isValid || product.productStatus === 'Discontinued') {
      throw new AppError('BAD_REQUEST', `${item.label} has a product that must be edited, swapped or removed before it can be duplicated.`);
    }
  }
}

/** Order and job attributes are set by reps (and the order flow), never by customers (doc 001 §3, §4). */
export function assertCanSetDesignAttribute(identity: SessionData, name: string): void {
  if (!canSetDesignAttribute(identity, name)) {
    throw new AppError('FORBIDDEN', `Only sales representatives can set the design attribute ${name}.`);
  }
}

function windowFacts(item: ItemRow): WindowFacts {
  const product = item.product;
  return {
    hasProduct: product !== null,
    isCustomProduct: product?.productType === 'Custom',
    isInvalid: product !== null && !product.isValid,
    isDiscontinued: product?.productStatus === 'Discontinued',
    isFlagged: false,
    hasNotes: false,
  };
}

/** Duplicate Design (doc 001 §6): what the button does not offer, the server refuses. */
export function assertCanCopyDesign(identity: SessionData, state: DesignState): void {
  const isAutoRelease = designAttribute(state, DesignAttr.isAutoReleaseDesign) === 'true';
  const windows = state.items.map(windowFacts);
  if (duplicateDesignRule(identity, { isAutoRelease }, windows) === 'allowed') return;
  if (isAutoRelease) throw new AppError('FORBIDDEN', 'A design tied to an order cannot be duplicated.');
  if (windows.some((window) => window.isInvalid || window.isDiscontinued)) {
    throw new AppError('BAD_REQUEST', 'Edit, swap or remove the invalid or discontinued products before duplicating this design.');
  }
  throw new AppError('FORBIDDEN', 'Designs with a custom product can only be duplicated by an associate.');
}
