import type { Order } from './commerce.ts';
import { addressText } from './design-blocks.ts';
import { formatMoney } from './format.ts';
import { formatTextPhone } from './job-options.ts';

/**
 * What happens after an order, in the order's own terms (the confirmation on the order page and the
 * confirmation mail say the same): products made and shipped to the address, the installer calling to
 * set the visit, and what payment is still to come.
 */
export function orderNextSteps(order: Pick<Order, 'address' | 'lines' | 'jobUids' | 'contact' | 'settlement'>): string[] {
  const steps: string[] = [];
  const where = addressText({ ...order.address, zipcode: order.address.zipCode });
  if (order.lines.some((line) => line.kind === 'product')) {
    steps.push(`We make your window coverings to the sizes on your order and ship them to ${where}.`);
  }
  if (order.jobUids.length > 0) {
    steps.push(
      `Your installer calls you at ${formatTextPhone(order.contact.phone)} to set the day of the measure and install visit (job ${order.jobUids.join(', ')}).`,
    );
  }
  const { dueOnDelivery, balanceDue } = order.settlement;
  if (dueOnDelivery > 0) steps.push(`${formatMoney(dueOnDelivery)} is collected when your order is delivered.`);
  if (balanceDue > 0) steps.push(`${formatMoney(balanceDue)} is still due on this order.`);
  return steps;
}
