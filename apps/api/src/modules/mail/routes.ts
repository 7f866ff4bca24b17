import { mailEndpoints } from '@eb/domain/endpoints/operations';
import type { FastifyRequest } from 'fastify';
import type { ApiRoutes } from '../../app-context.ts';
import { serve } from '../../http/serve.ts';
import { createMailDelivery, registerMailDelivery } from './delivery.ts';
import { assertMayReadMailbox, listMail, readMail } from './mailbox.ts';
import { localMailbox, smtpSender } from './senders.ts';

/**
 * The outbox's delivery loop (started when the app is ready, stopped as it closes) and the mailbox
 * routes that read it.
 */
export const mailRoutes: ApiRoutes = async (app, { db, config }) => {
  const delivery = createMailDelivery({
    db,
    sender: config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : localMailbox,
    pollMs: config.mailPollMs,
    log: app.log,
  });
  let unregister = () => {};
  app.addHook('onReady', async () => {
    unregister = registerMailDelivery(db, delivery);
    delivery.start();
  });
  // preClose: the app's own onClose closes the database, and it runs before a plugin's onClose would.
  app.addHook('preClose', async () => {
    unregister();
    await delivery.stop();
  });

  // Only the mailbox's routes check who reads it.
  const mayReadMailbox = async (request: FastifyRequest) => assertMayReadMailbox(request.identity, config);

  serve(app, mailEndpoints.listOutbox, async (request) => ({ data: await listMail(db, request.query) }), { onRequest: mayReadMailbox });
  serve(app, mailEndpoints.readMail, async (request) => ({ data: await readMail(db, request.params.id) }), { onRequest: mayReadMailbox });
};
