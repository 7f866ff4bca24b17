import { helpPhone, type Site } from '@eb/domain/sites';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}

/** A link a mail may carry: only http(s), so a stored value never becomes a `javascript:` link. */
export function isMailHref(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export interface MailLayoutInput {
  site: Site;
  /** The heading of the mail (plain text; escaped here). */
  title: string;
  /** The body as HTML: the caller escapes every value it puts in (use `escapeHtml`). */
  bodyHtml: string;
  /** The same body as plain text. */
  bodyText: string;
  /** An optional call to action, shown as a button (and as "label: href" in the text part). */
  action?: { label: string; href: string } | undefined;
}

export interface MailParts {
  html: string;
  text: string;
}

/**
 * Wraps a mail body in the site's frame: its brand name and colours in a header, a footer with the
 * help phone. Table layout and inline styles, as mail programs need; the plain-text part says the same.
 */
export function renderMailLayout({ site, title, bodyHtml, bodyText, action }: MailLayoutInput): MailParts {
  if (action && !isMailHref(action.href)) throw new Error(`A mail link must be http(s): ${action.href}`);
  const { theme } = site;
  const phone = helpPhone(site, 'Online');
  const font = escapeHtml(theme.fontFamily);
  const band = theme.header === 'band';
  const headerStyle = band
    ? `background:${escapeHtml(theme.primary)};color:${escapeHtml(theme.onPrimary)};`
    : `background:#ffffff;color:${escapeHtml(theme.primary)};border-bottom:4px solid ${escapeHtml(theme.primary)};`;
  const radius = escapeHtml(theme.radius);
  const button = action
    ? `<tr><td class="eb-mail-pad" style="padding:8px 32px 24px;"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:${escapeHtml(theme.primary)};color:${escapeHtml(theme.onPrimary)};text-decoration:none;font-weight:600;padding:12px 20px;border-radius:${radius};">${escapeHtml(action.label)}</a></td></tr>`
    : '';

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>@media (max-width: 480px) { .eb-mail-pad { padding-left: 16px !important; padding-right: 16px !important; } }</style>
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${escapeHtml(theme.surface)};font-family:${font};color:#1c1f23;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${escapeHtml(theme.surface)};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:${radius};overflow:hidden;">
<tr><td class="eb-mail-pad" style="${headerStyle}padding:20px 32px;font-size:20px;font-weight:700;">${escapeHtml(site.brand)}</td></tr>
<tr><td class="eb-mail-pad" style="padding:24px 32px 8px;"><h1 style="margin:0;font-size:22px;line-height:1.3;color:#1c1f23;">${escapeHtml(title)}</h1></td></tr>
<tr><td class="eb-mail-pad" style="padding:8px 32px 16px;font-size:15px;line-height:1.5;overflow-wrap:anywhere;word-break:break-word;">${bodyHtml}</td></tr>
${button}
<tr><td class="eb-mail-pad" style="padding:16px 32px 24px;border-top:1px solid #e3e6ea;font-size:13px;color:#5b636b;">${escapeHtml(site.brand)} · Questions? Call <a href="tel:${escapeHtml(phone.replace(/[^\d+]/g, ''))}" style="color:${escapeHtml(theme.accent)};">${escapeHtml(phone)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    site.brand,
    '',
    title,
    '',
    bodyText.trim(),
    ...(action ? ['', `${action.label}: ${action.href}`] : []),
    '',
    '--',
    `${site.brand} · Questions? Call ${phone}`,
    '',
  ].join('\n');

  return { html, text };
}
