import { postPaymentRedirect, type RepriceEntry } from '@eb/domain/commerce';
import { type AddToOrderBlock, addToOrderBlock, selectedWindows } from '@eb/domain/commerce-rules';
import { type Design, DesignAttr, designFlag, type Item } from '@eb/domain/design';

/**
 * The auto-release pay flow (doc 001 §4, §5, §8): a design tied to an order is added to it through a
 * change order. Validate and reprice the selected windows' configurations; any answer other than 200
 * stops at the windows to check; otherwise start the change order, add the line items, complete it,
 * mark the design completed and go to the order page. Any failure throws (the caller shows PAY_FAILED).
 */

export const ADD_TO_ORDER_REASONS: Record<AddToOrderBlock | 'completed' | 'no-order', string> = {
  locked: 'This design has been ordered and can no longer be added to an order.',
  invalid: 'Edit the highlighted products before adding them to the order.',
  none: 'Choose a product for a window to add it to the order.',
  'no-install': 'Choose Product & Installation for at least one window to add it to the order.',
  completed: 'These windows have been added to the order.',
  'no-order': 'This design is not tied to an order.',
};
export type AddToOrderReason = keyof typeof ADD_TO_ORDER_REASONS;

export const WINDOWS_TO_CHECK_TITLE = 'Windows to Check';

type DesignLike = Pick<Design, 'attributes'>;
type WindowLike = Pick<Item, 'itemType' | 'itemProduct' | 'attributes' | 'quantity' | 'isDeleted' | 'label'>;

export const orderNumberOf = (design: DesignLike) => design.attributes[DesignAttr.orderNumber]?.trim() || null;

/** Why Add to Order is disabled (§5), or null; a design already added or tied to no order is disabled too. */
export function addToOrderReason(design: DesignLike, items: readonly WindowLike[], locked: boolean): AddToOrderReason | null {
  if (designFlag(design, DesignAttr.isAutoReleaseCompleted)) return 'completed';
  const block = addToOrderBlock(items, locked);
  if (block) return block;
  return orderNumberOf(design) ? null : 'no-order';
}

export interface OrderWindow {
  /** The window's id, when it is known (to take the page back to it). */
  itemId?: string;
  label: string;
  configurationGuid: string;
}

/** The selected windows (not saved for later) with their configurations, in the design's order. */
export const orderWindows = (items: readonly (WindowLike & { itemId?: string })[]): OrderWindow[] =>
  selectedWindows(items).map((item) => ({
    ...(item.itemId ? { itemId: item.itemId } : {}),
    label: item.label,
    configurationGuid: item.itemProduct?.configurationGuid ?? '',
  }));

/** Windows whose configuration did not answer 200 (an answer missing for a guid counts as not 200). */
export function windowsToCheck(windows: readonly OrderWindow[], answer: readonly RepriceEntry[]): OrderWindow[] {
  const ok = new Set(answer.filter((entry) => entry.ResponseCode === 200).map((entry) => entry.ConfigurationGuid));
  return windows.filter((window) => !ok.has(window.configurationGuid));
}

export interface AutoReleaseApi {
  validateAndReprice: (guids: string[]) => Promise<RepriceEntry[]>;
  startChangeOrder: (orderNumber: string) => Promise<unknown>;
  addLineItems: (orderNumber: string, guids: string[]) => Promise<unknown>;
  completeChangeOrder: (orderNumber: string) => Promise<unknown>;
  markCompleted: (designId: string) => Promise<unknown>;
}

export type AutoReleaseOutcome = { kind: 'check-windows'; windows: OrderWindow[] } | { kind: 'added'; redirect: string };

export async function addToOrder(
  api: AutoReleaseApi,
  input: { designId: string; orderNumber: string; siteId: number; windows: readonly OrderWindow[] },
): Promise<AutoReleaseOutcome> {
  const guids = input.windows.map((window) => window.configurationGuid);
  const answer = await api.validateAndReprice(guids);
  const toCheck = windowsToCheck(input.windows, answer);
  if (toCheck.length > 0) return { kind: 'check-windows', windows: toCheck };
  await api.startChangeOrder(input.orderNumber);
  await api.addLineItems(input.orderNumber, guids);
  await api.completeChangeOrder(input.orderNumber);
  await api.markCompleted(input.designId);
  return { kind: 'added', redirect: postPaymentRedirect(input.siteId, input.orderNumber) };
}
