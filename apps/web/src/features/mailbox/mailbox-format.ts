import type { MailStatus } from '@eb/domain/mail';

const STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  'delivered-locally': 'Delivered here',
  failed: 'Failed',
};

export const statusLabel = (status: MailStatus): string => STATUS_LABELS[status];

/** 'saved-design' → 'Saved design'. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Mail';
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time in the reader's time zone, e.g. 'Nov 23, 2026, 4:05 PM'; '' when unreadable. */
export function formatMailDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const BASE_TARGET = '<base target="_blank">';

/**
 * The mail's HTML for a sandboxed frame: its links open in a new tab (a sandboxed frame may not
 * navigate the page), everything else as the mail program would show it.
 */
export function previewDocument(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return `${html.slice(0, head.index + head[0].length)}${BASE_TARGET}${html.slice(head.index + head[0].length)}`;
  return `${BASE_TARGET}${html}`;
}
