import { type Order, type OrderStatus, PAYMENT_METHOD_LABELS, SUMMARY_LABELS } from '@eb/domain/commerce';
import { quoteId } from '@eb/domain/commerce-rules';
import { formatMoney } from '@eb/domain/format';

/** What the order page says of an order (issue 12, doc 001 §2): its number, status, payment and taxes. */

/** The server's own sentence for an order it does not show this caller (the table's `order.read`). */
export { ORDER_NOT_FOUND } from '@eb/domain/permissions';
export const ORDER_SIGN_IN = 'Please sign in to see this order.';
export const ORDER_REFUSED = 'This order belongs to another account.';
export const ORDER_LOAD_FAILED = 'We could not load this order.';
export const ADD_WINDOWS = 'Add windows to this order';
export const ADDED_LATER = 'Added later';

export const orderNumberText = (order: Pick<Order, 'orderNumber'>) => `Order Number: ${quoteId(order.orderNumber)}`;

const STATUS_LABELS: Record<OrderStatus, string> = { placed: 'Placed', paid: 'Paid', cancelled: 'Cancelled' };

/**
 * The order's state as the shopper reads it: 'Paid' only when its payments cover the total; an order
 * whose payment is set up but not collected (pay on delivery) or that owes more since (a change order)
 * is 'Confirmed'.
 */
export function orderStatusLabel(order: Pick<Order, 'status' | 'settlement'>): string {
  if (order.status === 'paid' && (order.settlement.dueOnDelivery > 0 || order.settlement.balanceDue > 0)) return 'Confirmed';
  return STATUS_LABELS[order.status];
}

/** The settlement lines under the total: paid, due on delivery, balance due (each only when not zero). */
export function settlementRows(order: Pick<Order, 'status' | 'settlement'>): { label: string; amount: string }[] {
  if (order.status !== 'paid') return [];
  const { paid, dueOnDelivery, balanceDue } = order.settlement;
  return [
    paid > 0 ? { label: 'Paid', amount: formatMoney(paid) } : null,
    dueOnDelivery > 0 ? { label: 'Due on delivery', amount: formatMoney(dueOnDelivery) } : null,
    balanceDue > 0 ? { label: 'Balance due', amount: formatMoney(balanceDue) } : null,
  ].filter((row): row is { label: string; amount: string } => row !== null);
}
/** What the amounts still owed stand for, said under them. */
export function settlementNotes(order: Pick<Order, 'status' | 'settlement'>): string[] {
  if (order.status !== 'paid') return [];
  const { dueOnDelivery, balanceDue } = order.settlement;
  return [
    dueOnDelivery > 0 ? 'Due on delivery: paid when your order is delivered, as you chose at checkout.' : null,
    balanceDue > 0 ? `Balance due: windows added to this order after it was placed (marked ‘${ADDED_LATER}’).` : null,
  ].filter((note): note is string => note !== null);
}

export const paymentLabel = (order: Pick<Order, 'paymentMethod'>) =>
  order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : 'Not chosen yet';

/** The tax line: 'Estimated Tax' until the order is paid, then 'Tax'. */
export const taxLabel = (order: Pick<Order, 'status'>) => (order.status === 'paid' ? 'Tax' : SUMMARY_LABELS.estimatedTax);

/** Every design's tax worked: the amount; otherwise it is still 'To Be Calculated' (tax 0, doc 001 §4). */
export function orderTaxText(order: Pick<Order, 'tax' | 'taxes'>): string {
  return order.taxes.some((tax) => !tax.wasTaxSuccessful) ? SUMMARY_LABELS.toBeCalculated : formatMoney(order.tax);
}

/** One design's tax, or 'To Be Calculated'; null when the order holds no tax for that design. */
export function designTaxText(order: Pick<Order, 'taxes'>, designId: string | null): string | null {
  const tax = designId ? order.taxes.find((entry) => entry.designId === designId) : undefined;
  if (!tax) return null;
  return tax.wasTaxSuccessful ? formatMoney(tax.tax) : SUMMARY_LABELS.toBeCalculated;
}

/** The order reference of the page: /mandi/order/{ref} (site 3) or /orderdetail?jobid={ref} (site 11). */
export const orderRefOf = (pathRef: string | undefined, jobid: string | null) => (pathRef ?? jobid ?? '').trim();
