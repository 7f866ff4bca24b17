import type { MailSummary } from '@eb/domain/mail';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverApi } from '../../lib/server-api.ts';

const mail = (n: number): MailSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  siteId: 3,
  kind: 'share',
  to: 'shopper@example.com',
  subject: `Mail ${n}`,
  status: 'delivered-locally',
  attempts: 1,
  createdAt: '2026-11-23T16:05:00.000Z',
  sentAt: '2026-11-23T16:05:01.000Z',
  lastError: null,
});

/** An outbox of `total` mails, newest (1) first, answered a page at a time as the server does. */
function serveOutbox(total: number) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const query = new URL(url, 'http://localhost').searchParams;
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    const mails = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) => mail(offset + index + 1));
    return new Response(JSON.stringify({ data: { mails, total } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const newStore = () =>
  configureStore({
    reducer: { [serverApi.reducerPath]: serverApi.reducer },
    middleware: (defaults) => defaults().concat(serverApi.middleware),
  });

afterEach(() => vi.unstubAllGlobals());

describe('the mailbox pages', () => {
  it('reads the newest page first, then the next one after the mails already read, and stops at the total', async () => {
    const asked = serveOutbox(70);
    const store = newStore();
    const arg = { userId: 'u1' };
    await store.dispatch(serverApi.endpoints.mailbox.initiate(arg));
    const first = serverApi.endpoints.mailbox.select(arg)(store.getState());
    expect(first.data?.pages.map((page) => page.mails.length)).toEqual([50]);
    expect(first.hasNextPage).toBe(true);

    await store.dispatch(serverApi.endpoints.mailbox.initiate(arg, { direction: 'forward' }));
    const both = serverApi.endpoints.mailbox.select(arg)(store.getState());
    expect(both.data?.pages.flatMap((page) => page.mails).map((entry) => entry.subject)).toHaveLength(70);
    expect(both.hasNextPage).toBe(false);
    expect(asked).toEqual(['/api/mail/outbox?limit=50&offset=0', '/api/mail/outbox?limit=50&offset=50']);
  });
});
