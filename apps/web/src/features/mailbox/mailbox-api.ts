import type { MailboxPage, MailDetail } from '@eb/domain/mail';
import { MAILBOX_PAGE_SIZE } from '@eb/domain/mail';
import { apiFetch } from '../../lib/api-client.ts';

const BASE = '/api/mail/outbox';

/** The outbox as the built-in mailbox reads it. */
export const mailboxApi = {
  list: (offset: number, signal?: AbortSignal) => apiFetch<MailboxPage>(`${BASE}?limit=${MAILBOX_PAGE_SIZE}&offset=${offset}`, { signal }),
  read: (id: string, signal?: AbortSignal) => apiFetch<MailDetail>(`${BASE}/${encodeURIComponent(id)}`, { signal }),
};
