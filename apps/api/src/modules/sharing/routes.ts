import { uuid } from '@eb/domain/design';
import {
  accountEstimatesSchema,
  brokerSaveDesignSchema,
  brokerSaveResultSchema,
  linkRequestSchema,
  linkResultSchema,
  linkToMyAccountSchema,
  mailQueuedSchema,
  savedDesignEmailSchema,
  shareRequestSchema,
  shareResultSchema,
  signatureSchema,
} from '@eb/domain/sharing';
import { z } from 'zod';
import type { ApiRoutes, ApiScope, AppContext } from '../../app-context.ts';
import { requireRep, requireSignedIn } from '../../http/identity.ts';
import { wakeMailDelivery } from '../mail/delivery.ts';
import { accountEstimates, deleteAccountEstimate } from './account-estimates.ts';
import { announce } from './announce.ts';
import { brokerSaveDesign } from './broker.ts';
import { assertCanLink, assertSameAccount, assertSaveStrategy, linkDesign } from './link.ts';
import { mailLimit } from './mail-limit.ts';
import { requestOrigin } from './origin.ts';
import { sendSavedDesignMail } from './saved-design-mail.ts';
import { shareDesigns } from './share.ts';
import { readSignature, saveSignature } from './signature.ts';

const tags = ['sharing'];
const BASE = '/api/design-builder';
const designParams = z.object({ designId: uuid });
const linkResponse = { 200: z.object({ data: linkResultSchema }) };

/** What the routes that send mail share: one limit per caller across them, and the nudge to send now. */
interface Mailing {
  mailsPerCaller: ReturnType<typeof mailLimit>;
  wake: () => void;
}

/** Share, rep signature, save (link) to an account, broker follow-up, saved-design mail and the account list. */
export const sharingRoutes: ApiRoutes = async (app, context) => {
  const mailing: Mailing = {
    mailsPerCaller: mailLimit(app),
    // Queued mail goes now rather than at the next poll; the answer does not wait for it.
    wake: () => void wakeMailDelivery(context.db),
  };

  shareRoutes(app, context, mailing);
  linkRoutes(app, context);
  savedDesignRoutes(app, context, mailing);
};

/** Share designs with a customer, and the rep's signature on the share. */
function shareRoutes(app: ApiScope, { db, config }: AppContext, { mailsPerCaller, wake }: Mailing): void {
  app.post(
    `${BASE}/estimates/share`,
    {
      schema: {
        tags,
        summary: 'Share designs with a customer: mark them shared and mail them a link',
        body: shareRequestSchema,
        response: { 200: z.object({ data: shareResultSchema }) },
      },
      preHandler: [mailsPerCaller],
    },
    async (request) => {
      const shared = await shareDesigns(db, request.identity, request.siteId, request.body, requestOrigin(request, config));
      announce(db, shared.versions);
      wake();
      return { data: shared.result };
    },
  );

  app.get(
    `${BASE}/dcinfo/signature/:repId/:siteId`,
    {
      schema: {
        tags,
        summary: "The rep's saved share signature for a site",
        params: z.object({ repId: z.string().min(1).max(64), siteId: z.coerce.number().int() }),
        response: { 200: z.object({ data: signatureSchema }) },
      },
    },
    async (request) => ({ data: await readSignature(db, requireRep(request), request.params.repId, request.params.siteId) }),
  );

  app.post(
    `${BASE}/dcinfo/signature`,
    {
      schema: {
        tags,
        summary: "Save the rep's share signature for a site",
        body: signatureSchema,
        response: { 200: z.object({ data: signatureSchema }) },
      },
    },
    async (request) => ({ data: await saveSignature(db, requireRep(request), request.body) }),
  );
}

/** Save (link) a design to the account, and the broker's follow-up. */
function linkRoutes(app: ApiScope, { db }: AppContext): void {
  const link = async (identity: Parameters<typeof assertCanLink>[0], designId: string, onLoad?: boolean) => {
    assertCanLink(identity);
    const linked = await linkDesign(db, identity, designId, onLoad);
    if (linked.version !== null) announce(db, [{ designId, version: linked.version }]);
    return { data: linked.result };
  };

  app.post(
    '/api/myaccount/estimates/link',
    { schema: { tags, summary: "Save a design to the account (site 3's proxy)", body: linkRequestSchema, response: linkResponse } },
    async (request) => {
      assertSaveStrategy(request.siteId, 'proxy');
      return link(request.identity, request.body.designId, request.body.onLoad);
    },
  );

  app.post(
    `${BASE}/estimates/:designId/link`,
    { schema: { tags, summary: 'Save a design to the account', params: designParams, response: linkResponse } },
    async (request) => {
      assertSaveStrategy(request.siteId, 'any');
      return link(request.identity, request.params.designId);
    },
  );

  app.post(
    `${BASE}/estimates/link-to-my-account`,
    { schema: { tags, summary: "Save a design to the account (site 11's link)", body: linkToMyAccountSchema, response: linkResponse } },
    async (request) => {
      assertSaveStrategy(request.siteId, 'link-to-my-account');
      assertCanLink(request.identity);
      assertSameAccount(request.identity, request.body);
      return link(request.identity, request.body.designId, request.body.onLoad);
    },
  );

  app.post(
    `${BASE}/broker/save-design`,
    {
      schema: {
        tags,
        summary: "Record a design the account saved (the retailer site's follow-up after a first link)",
        body: brokerSaveDesignSchema,
        response: { 200: z.object({ data: brokerSaveResultSchema }) },
      },
    },
    async (request) => {
      const identity = requireSignedIn(request);
      return { data: await brokerSaveDesign(db, identity, request.siteId, request.body) };
    },
  );
}

/** Mail a saved design, and the account's saved designs. */
function savedDesignRoutes(app: ApiScope, { db, config }: AppContext, { mailsPerCaller, wake }: Mailing): void {
  app.post(
    `${BASE}/estimates/sendSavedDesignEmail`,
    {
      schema: {
        tags,
        summary: 'Mail a saved product design',
        body: savedDesignEmailSchema,
        response: { 200: z.object({ data: mailQueuedSchema }) },
      },
      preHandler: [mailsPerCaller],
    },
    async (request) => {
      const identity = requireSignedIn(request);
      await sendSavedDesignMail(db, identity, request.siteId, request.body, requestOrigin(request, config));
      wake();
      return { data: { queued: true as const } };
    },
  );

  app.get(
    '/api/myaccount/estimates',
    {
      schema: {
        tags,
        summary: "The account's saved designs, the latest saved first",
        response: { 200: z.object({ data: accountEstimatesSchema }) },
      },
    },
    async (request) => ({ data: await accountEstimates(db, requireSignedIn(request).uid, request.siteId) }),
  );

  app.delete(
    '/api/myaccount/estimates/:designId',
    {
      schema: {
        tags,
        summary: 'Delete a design from the account',
        params: designParams,
        response: { 200: z.object({ data: z.object({ designId: z.string(), deleted: z.literal(true) }) }) },
      },
    },
    async (request) => {
      const { uid } = requireSignedIn(request);
      const version = await deleteAccountEstimate(db, uid, request.params.designId);
      announce(db, [{ designId: request.params.designId, version }], 'reload');
      return { data: { designId: request.params.designId, deleted: true as const } };
    },
  );
}
