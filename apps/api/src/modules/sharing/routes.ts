import { sharingEndpoints } from '@eb/domain/endpoints/sharing';
import type { ApiRoutes, ApiScope, AppContext } from '../../app-context.ts';
import { requireRep, requireSignedIn } from '../../http/identity.ts';
import { serve } from '../../http/serve.ts';
import { announceDesignChanges } from '../designs/server-writes.ts';
import { wakeMailDelivery } from '../mail/delivery.ts';
import { accountEstimates, deleteAccountEstimate } from './account-estimates.ts';
import { brokerSaveDesign } from './broker.ts';
import { assertCanLink, assertSameAccount, assertSaveStrategy, linkDesign } from './link.ts';
import { mailLimit } from './mail-limit.ts';
import { requestOrigin } from './origin.ts';
import { sendSavedDesignMail } from './saved-design-mail.ts';
import { shareDesigns } from './share.ts';
import { readSignature, saveSignature } from './signature.ts';

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
  serve(
    app,
    sharingEndpoints.share,
    async (request) => {
      const shared = await shareDesigns(
        db,
        request.identity,
        request.siteId,
        request.body,
        requestOrigin(request, config),
        config.sessionSecret,
      );
      announceDesignChanges(db, shared.versions);
      wake();
      return { data: shared.result };
    },
    { preHandler: [mailsPerCaller] },
  );

  serve(app, sharingEndpoints.readSignature, async (request) => ({
    data: await readSignature(db, requireRep(request), request.params.repId, request.params.siteId),
  }));

  serve(app, sharingEndpoints.saveSignature, async (request) => ({ data: await saveSignature(db, requireRep(request), request.body) }));
}

/** Save (link) a design to the account, and the broker's follow-up. */
function linkRoutes(app: ApiScope, { db, config }: AppContext): void {
  const link = async (identity: Parameters<typeof assertCanLink>[0], designId: string, onLoad?: boolean, claim?: string) => {
    assertCanLink(identity);
    const linked = await linkDesign(db, identity, designId, { onLoad, claim, secret: config.sessionSecret });
    if (linked.version !== null) announceDesignChanges(db, [{ id: designId, version: linked.version }]);
    return { data: linked.result };
  };

  serve(app, sharingEndpoints.linkThroughProxy, async (request) => {
    assertSaveStrategy(request.siteId, 'proxy');
    return link(request.identity, request.body.designId, request.body.onLoad, request.body.claim);
  });

  serve(app, sharingEndpoints.linkDesign, async (request) => {
    assertSaveStrategy(request.siteId, 'any');
    return link(request.identity, request.params.designId, undefined, request.query.claim);
  });

  serve(app, sharingEndpoints.linkToMyAccount, async (request) => {
    assertSaveStrategy(request.siteId, 'link-to-my-account');
    assertCanLink(request.identity);
    assertSameAccount(request.identity, request.body);
    return link(request.identity, request.body.designId, request.body.onLoad, request.body.claim);
  });

  serve(app, sharingEndpoints.brokerSaveDesign, async (request) => {
    const identity = requireSignedIn(request);
    return { data: await brokerSaveDesign(db, identity, request.siteId, request.body) };
  });
}

/** Mail a saved design, and the account's saved designs. */
function savedDesignRoutes(app: ApiScope, { db, config }: AppContext, { mailsPerCaller, wake }: Mailing): void {
  serve(
    app,
    sharingEndpoints.sendSavedDesignEmail,
    async (request) => {
      const identity = requireSignedIn(request);
      await sendSavedDesignMail(db, identity, request.siteId, request.body, requestOrigin(request, config));
      wake();
      return { data: { queued: true as const } };
    },
    { preHandler: [mailsPerCaller] },
  );

  serve(app, sharingEndpoints.listAccountEstimates, async (request) => {
    const { uid, role } = requireSignedIn(request);
    return { data: await accountEstimates(db, { userId: uid, isRep: role === 'rep' }, request.siteId) };
  });

  serve(app, sharingEndpoints.deleteAccountEstimate, async (request) => {
    const version = await deleteAccountEstimate(db, requireSignedIn(request), request.params.designId);
    announceDesignChanges(db, [{ id: request.params.designId, version }], 'reload');
    return { data: { designId: request.params.designId, deleted: true as const } };
  });
}
