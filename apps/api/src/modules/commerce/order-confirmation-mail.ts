import { type Order, PAYMENT_METHOD_LABELS } from '@eb/domain/commerce';
import { quoteId } from '@eb/domain/commerce-rules';
import { formatMoney } from '@eb/domain/format';
import { orderNextSteps } from '@eb/domain/order-next-steps';
import { DEFAULT_SITE_ID, getSite, isSiteId, type Site } from '@eb/domain/sites';
import type { Tx } from '../../db/database.ts';
import { escapeHtml, type MailParts, renderMailLayout } from '../mail/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** The order confirmation: thanks, the order number, what happens next, the lines and the totals. */
export function renderOrderConfirmationMail(order: Order, site: Site, origin: string): MailParts {
  const number = quoteId(order.orderNumber);
  const link = new URL(order.orderUrl, origin).toString();
  const steps = orderNextSteps(order);
  const lines = order.lines.map((line) => ({
    where: [line.roomName, line.windowName].filter(Boolean).join(' · ') || 'Installation',
    product: line.productName,
    quantity: line.quantity,
    total: formatMoney(line.lineTotal),
  }));
  const totals: [string, string][] = [
    ['Subtotal', formatMoney(order.subtotal)],
    ['Shipping', order.shipping > 0 ? formatMoney(order.shipping) : 'FREE'],
    ['Tax', formatMoney(order.tax)],
    ['Total', formatMoney(order.total)],
  ];
  const payment = order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : null;
  const cell = 'padding:6px 8px;border-bottom:1px solid #e3e6ea;vertical-align:top;';
  const bodyHtml = [
    `<p style="margin:0 0 12px;">Thank you, ${escapeHtml(order.contact.firstName)}. We have your order <strong>${escapeHtml(number)}</strong>.</p>`,
    '<h2 style="margin:16px 0 8px;font-size:16px;">What happens next</h2>',
    `<ul style="margin:0 0 16px;padding-left:20px;">${steps.map((step) => `<li style="margin:0 0 6px;">${escapeHtml(step)}</li>`).join('')}</ul>`,
    '<h2 style="margin:16px 0 8px;font-size:16px;">Your order</h2>',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 12px;font-size:14px;">${lines
      .map(
        (line) =>
          `<tr><td style="${cell}">${escapeHtml(line.where)}<br><span style="color:#5b636b;">${escapeHtml(line.product)}</span></td><td style="${cell}text-align:center;">${escapeHtml(line.quantity)}</td><td style="${cell}text-align:right;white-space:nowrap;">${escapeHtml(line.total)}</td></tr>`,
      )
      .join('')}</table>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px auto;font-size:14px;">${totals
      .map(
        ([label, value]) =>
          `<tr><td style="padding:3px 16px 3px 0;color:#5b636b;${label === 'Total' ? 'font-weight:700;color:#1c1f23;' : ''}">${escapeHtml(label)}</td><td style="padding:3px 0;text-align:right;${label === 'Total' ? 'font-weight:700;' : ''}">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    payment ? `<p style="margin:0 0 12px;">Payment: ${escapeHtml(payment)}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const bodyText = [
    `Thank you, ${order.contact.firstName}. We have your order ${number}.`,
    ['What happens next', ...steps.map((step) => `- ${step}`)].join('\n'),
    ['Your order', ...lines.map((line) => `${line.where}: ${line.product}, qty ${line.quantity}, ${line.total}`)].join('\n'),
    totals.map(([label, value]) => `${label}: ${value}`).join('\n'),
    payment ? `Payment: ${payment}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return renderMailLayout({
    site,
    title: 'Thank you for your order',
    bodyHtml,
    bodyText,
    action: { label: 'View your order', href: link },
  });
}

/** Queues the confirmation in the payment's transaction: sent once the order is confirmed, never twice (a replay answers from the first). */
export async function enqueueOrderConfirmation(tx: Tx, order: Order, origin: string, userId: string | null): Promise<void> {
  const site = getSite(isSiteId(order.siteId) ? order.siteId : DEFAULT_SITE_ID);
  const parts = renderOrderConfirmationMail(order, site, origin);
  await enqueueMail(tx, {
    siteId: order.siteId,
    kind: 'order-confirmation',
    to: order.contact.email,
    subject: `Your ${site.brand} order ${quoteId(order.orderNumber)}`,
    html: parts.html,
    text: parts.text,
    createdByUserId: userId,
  });
}
