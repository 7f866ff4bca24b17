import { formatMoney } from '@eb/domain/format';
import { toDollars } from '@eb/domain/money';
import { type SavedDesignEmail, savedProductDesignPath } from '@eb/domain/sharing';
import { getSite, type Site, type SiteId } from '@eb/domain/sites';
import type { Db } from '../../db/database.ts';
import { assertMay } from '../../http/permission.ts';
import type { SessionData } from '../../http/session.ts';
import { pricedDesign } from '../designs/design-prices.ts';
import { escapeHtml, isMailHref, type MailParts, renderMailLayout } from '../mail/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** A shopper mails only themselves; a rep may mail a customer (the table's `mail.savedDesign`). */
const assertMayMail = (identity: SessionData, to: string) =>
  assertMay(identity, 'mail.savedDesign', { toSelf: Boolean(identity.email && identity.email.toLowerCase() === to.toLowerCase()) });

/** The product picture as a link mails can show: http(s), a site path made absolute; anything else is left out. */
function imageUrl(value: string, origin: string): string | null {
  if (!value.trim()) return null;
  try {
    const url = new URL(value.trim(), origin).toString();
    return isMailHref(url) ? url : null;
  } catch {
    return null;
  }
}

interface SavedDesignMailInput {
  site: Site;
  designName: string;
  productName: string;
  brand: string;
  orderTotal: string;
  image: string | null;
  link: string;
}

export function renderSavedDesignMail(input: SavedDesignMailInput): MailParts {
  const { site } = input;
  const product = [input.brand, input.productName].filter(Boolean).join(' ');
  const facts: [string, string][] = [
    ['Design', input.designName],
    ['Product', product],
    ['Order total', input.orderTotal],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  const bodyHtml = [
    input.image
      ? `<p style="margin:0 0 16px;"><img src="${escapeHtml(input.image)}" alt="${escapeHtml(product || input.designName)}" width="240" style="max-width:100%;height:auto;border:0;"></p>`
      : '',
    '<p style="margin:0 0 12px;">Here is the design you saved. Open it any time to review it, make changes or order.</p>',
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">${facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#5b636b;">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    `<p style="margin:0;">Open your design: <a href="${escapeHtml(input.link)}" style="color:${escapeHtml(site.theme.accent)};">${escapeHtml(input.link)}</a></p>`,
  ]
    .filter(Boolean)
    .join('\n');
  const bodyText = [
    'Here is the design you saved. Open it any time to review it, make changes or order.',
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `Open your design: ${input.link}`,
  ].join('\n\n');
  return renderMailLayout({
    site,
    title: 'Your saved design',
    bodyHtml,
    bodyText,
    action: { label: 'Open your design', href: input.link },
  });
}

/** Queues the saved-design mail (doc 001 §2, §7) and answers its outbox id. */
export async function sendSavedDesignMail(
  db: Db,
  identity: SessionData & { uid: string },
  siteId: SiteId,
  body: SavedDesignEmail,
  origin: string,
): Promise<string> {
  const to = body.To.trim();
  assertMayMail(identity, to);
  const priced = await pricedDesign(db, body.DesignId);
  const design = priced.design;
  const site = getSite(siteId);
  const parameters = body.AdditionalParameters;
  const mail = renderSavedDesignMail({
    site,
    designName: design.name,
    productName: parameters.ProductName.trim(),
    brand: parameters.Brand.trim(),
    // The design's Subtotal by the one pricing, as its summary, My Estimates and the share mail show
    // it: the caller's OrderTotal is accepted (doc 001 §7 sends it) but a mail states our figure.
    orderTotal: formatMoney(toDollars(priced.price.subtotalCents)),
    image: imageUrl(parameters.ProductImageUrl, origin),
    link: `${origin}${savedProductDesignPath(design.id)}`,
  });
  return enqueueMail(db, {
    siteId,
    kind: 'saved-design',
    to,
    subject: `Your saved design from ${site.brand}`,
    html: mail.html,
    text: mail.text,
    createdByUserId: identity.uid,
  });
}
