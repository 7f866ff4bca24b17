import { MAILBOX_PAGE_SIZE, mailboxPageSchema, mailDetailSchema } from '@eb/domain/mail';
import { apiFetch } from '../../lib/api-client.ts';

const BASE = '/api/mail/outbox';

/** The outbox as the built-in mailbox reads it. */
export const mailboxApi = {
  list: (offset: number, signal?: AbortSignal) =>
    apiFetch(`${BASE}?limit=${MAILBOX_PAGE_SIZE}&offset=${offset}`, { signal, answer: mailboxPageSchema }),
  read: (id: string, signal?: AbortSignal) => apiFetch(`${BASE}/${encodeURIComponent(id)}`, { signal, answer: mailDetailSchema }),
};
