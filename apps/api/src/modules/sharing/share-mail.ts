import { formatMoney } from '@eb/domain/format';
import type { Site } from '@eb/domain/sites';
import { escapeHtml, type MailParts, renderMailLayout } from '../mail/layout.ts';

export interface SharedDesignLine {
  name: string;
  /** The design's subtotal, in dollars. */
  subtotal: number;
}

/** The rep's signature as the share form sends it (AdditionalParameters); empty fields are left out. */
export interface ShareSignature {
  name: string;
  email: string;
  phone: string;
  extension: string;
}

export interface ShareMailInput {
  site: Site;
  customerName: string;
  /** The message as typed: plain text, its line breaks kept. */
  message: string;
  designs: readonly SharedDesignLine[];
  link: string;
  signature: ShareSignature;
}

const lines = (text: string) => text.replace(/\r\n?/g, '\n').trim();
const htmlLines = (text: string) => escapeHtml(lines(text)).replace(/\n/g, '<br>');
const plural = (count: number, word: string) => (count === 1 ? word : `${word}s`);

/** The subject when the caller sends none (the share form sends it empty, doc 001 §3). */
export function shareSubject(site: Site, subject: string, count: number): string {
  const given = subject.replace(/[\r\n]+/g, ' ').trim();
  return given || `Your ${site.brand} ${plural(count, 'estimate')}`;
}

function signatureLines(signature: ShareSignature): { html: string; text: string } | null {
  const phone = signature.phone && (signature.extension ? `${signature.phone} ext. ${signature.extension}` : signature.phone);
  const parts = [signature.name, signature.email, phone].filter(Boolean);
  if (parts.length === 0) return null;
  const html = [
    signature.name ? `<strong>${escapeHtml(signature.name)}</strong>` : '',
    signature.email ? `<a href="mailto:${escapeHtml(signature.email)}">${escapeHtml(signature.email)}</a>` : '',
    phone ? `<a href="tel:${escapeHtml(signature.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(phone)}</a>` : '',
  ]
    .filter(Boolean)
    .join('<br>');
  return { html, text: parts.join('\n') };
}

/** The share mail (doc 001 §2, §7): the message, each design's name and total, the link, the rep's signature. */
export function renderShareMail(input: ShareMailInput): MailParts {
  const { site, designs, link } = input;
  const count = designs.length;
  const greeting = input.customerName.trim() ? `Hi ${input.customerName.trim()},` : '';
  const signature = signatureLines(input.signature);
  const rows = designs
    .map(
      (design) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #e3e6ea;">${escapeHtml(design.name)}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #e3e6ea;white-space:nowrap;">${escapeHtml(formatMoney(design.subtotal))}</td></tr>`,
    )
    .join('');

  const bodyHtml = [
    greeting ? `<p style="margin:0 0 12px;">${escapeHtml(greeting)}</p>` : '',
    input.message.trim() ? `<p style="margin:0 0 16px;">${htmlLines(input.message)}</p>` : '',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;"><tr><th align="left" style="padding:6px 0;border-bottom:2px solid ${escapeHtml(site.theme.primary)};">${plural(count, 'Estimate')}</th><th align="right" style="padding:6px 0;border-bottom:2px solid ${escapeHtml(site.theme.primary)};">Subtotal</th></tr>${rows}</table>`,
    `<p style="margin:0 0 16px;">Open your ${plural(count, 'estimate')}: <a href="${escapeHtml(link)}" style="color:${escapeHtml(site.theme.accent)};">${escapeHtml(link)}</a></p>`,
    signature ? `<p style="margin:0;">${signature.html}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');

  const bodyText = [
    greeting,
    lines(input.message),
    designs.map((design) => `${design.name}: ${formatMoney(design.subtotal)}`).join('\n'),
    // The link is the call to action's line ('View your estimates: …'), once.
    signature?.text ?? '',
  ]
    .filter(Boolean)
    .join('\n\n');

  return renderMailLayout({
    site,
    title: count === 1 ? 'An estimate for you' : 'Estimates for you',
    bodyHtml,
    bodyText,
    action: { label: `View your ${plural(count, 'estimate')}`, href: link },
  });
}
