import { z } from 'zod';
import { analyticsBatchSchema } from '../analytics.ts';
import { endpoint } from '../endpoint.ts';
import { mailboxPageSchema, mailboxQuerySchema, mailDetailSchema } from '../mail.ts';

/** The built-in mailbox: the outbox the mail delivery loop reads, a page at a time, and one mail. */
export const mailEndpoints = {
  listOutbox: endpoint({
    method: 'GET',
    path: '/api/mail/outbox',
    tags: ['mail'],
    summary: 'The outbox, newest first (reps; anyone outside production)',
    query: mailboxQuerySchema,
    answer: mailboxPageSchema,
  }),
  readMail: endpoint({
    method: 'GET',
    path: '/api/mail/outbox/:id',
    tags: ['mail'],
    summary: 'One mail with its HTML and plain-text parts',
    params: z.object({ id: z.uuid() }),
    answer: mailDetailSchema,
  }),
};

/** Analytics intake: the builder's event bus posts batches here. */
export const analyticsEndpoints = {
  recordEvents: endpoint({
    method: 'POST',
    path: '/api/analytics/events',
    tags: ['analytics'],
    summary: 'Record analytics events',
    body: analyticsBatchSchema,
    answer: z.object({ accepted: z.number() }),
    status: [202],
  }),
};

const database = z.enum(['pglite', 'postgres']);

/**
 * `/healthz` says the process is alive and reaches its database; `/readyz` says it should be sent
 * traffic. Either answers 503 when it is not (documented by the server).
 */
export const healthEndpoints = {
  liveness: endpoint({
    method: 'GET',
    path: '/healthz',
    tags: ['health'],
    summary: 'Liveness and database check',
    answer: z.object({ status: z.literal('ok'), database }),
  }),
  readiness: endpoint({
    method: 'GET',
    path: '/readyz',
    tags: ['health'],
    summary: 'Readiness: the database answers, every migration is applied, the server is not shutting down',
    answer: z.object({ status: z.literal('ready'), database, migrations: z.number().int() }),
  }),
};
