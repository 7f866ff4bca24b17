import { toDollars } from '@eb/domain/money';
import { ESTIMATE_LOAD_PATH, SHARE_MESSAGES, type ShareResult, shareLink, type shareRequestSchema } from '@eb/domain/sharing';
import { getSite, type SiteId } from '@eb/domain/sites';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { designNotFound } from '../designs/design-errors.ts';
import { priceDesigns } from '../designs/design-prices.ts';
import { shareRefusal } from '../designs/policy.ts';
import { keepPricedDesigns } from '../designs/saved-prices.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { claimFor } from './claim.ts';
import { mandiDesigns } from './design-facts.ts';
import { renderShareMail, shareSubject } from './share-mail.ts';

export type ShareBody = z.output<typeof shareRequestSchema>;

export interface Shared {
  result: ShareResult;
  /** Each design's new version, for the change stream. */
  versions: { id: string; version: number }[];
}

/**
 * Shares designs with a customer (doc 001 §2, §4, §7), all or none: in one transaction the designs
 * are locked (in id order, so two shares of overlapping designs never deadlock), checked, marked
 * shared, and one mail to the customer is queued with them.
 */
export async function shareDesigns(
  db: Db,
  identity: SessionData,
  siteId: SiteId,
  body: ShareBody,
  origin: string,
  secret: string,
): Promise<Shared> {
  const designIds = [...new Set(body.Designs)];
  const site = getSite(siteId);
  const to = body.To.trim();

  return db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom('designs')
      .select(['id', 'name', 'owner_session_id', 'owner_user_id', 'shared_email'])
      .where('id', 'in', designIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const designs = designIds.map((id) => {
      const row = byId.get(id);
      if (!row) throw designNotFound();
      return row;
    });
    const mandi = await mandiDesigns(tx, designIds);
    for (const design of designs) {
      // The rule the Share control is shown by, naming the design (a share may carry several).
      const refusal = shareRefusal(identity, design, mandi.has(design.id));
      if (refusal) throw new AppError(refusal.code, `${refusal.message} (${design.name})`);
      // A rep sees Share on a design already shared; sharing it again is the conflict the modal words (§4).
      if (design.shared_email) throw new AppError('CONFLICT', `${SHARE_MESSAGES.alreadySharedServer} (${design.name})`);
    }

    const updated = await tx
      .updateTable('designs')
      .set({
        shared_email: to,
        shared_date: sql<Date>`now()`,
        shared_by_user_id: identity.uid,
        version: sql<number>`version + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', 'in', designIds)
      .returning(['id', 'version', 'shared_date'])
      .execute();
    const sharedBy = new Map(updated.map((row) => [row.id, row]));
    // The link carries the claim of this share to the address it is mailed to: with it, that customer's
    // account saves these designs. One statement, so one moment for all of them.
    const sharedAt = updated[0]?.shared_date;
    if (!sharedAt) throw designNotFound();
    const link = shareLink(origin, ESTIMATE_LOAD_PATH, designIds, claimFor(secret, to, sharedAt as Date));

    const priced = await priceDesigns(tx, designIds);
    await keepPricedDesigns(tx, priced.values(), 'shared');
    const parameters = body.AdditionalParameters;
    const mail = renderShareMail({
      site,
      customerName: parameters.CustomerName,
      message: body.Body,
      designs: designs.map((design) => ({ name: design.name, subtotal: toDollars(priced.get(design.id)?.price.subtotalCents ?? 0) })),
      link,
      signature: {
        name: parameters.DCName.trim(),
        email: parameters.DCEmail.trim(),
        phone: parameters.DCPhone.trim(),
        extension: parameters.DCExtension,
      },
    });
    await enqueueMail(tx, {
      siteId,
      kind: 'share',
      to,
      replyTo: parameters.DCEmail.trim() || null,
      subject: shareSubject(site, body.Subject, designs.length),
      html: mail.html,
      text: mail.text,
      createdByUserId: identity.uid,
    });

    const result: ShareResult = {
      designs: designIds.map((designId) => {
        const sharedDate = sharedBy.get(designId)?.shared_date;
        return { designId, sharedEmail: to, sharedDate: sharedDate instanceof Date ? sharedDate.toISOString() : String(sharedDate) };
      }),
      link,
    };
    return { result, versions: designIds.map((designId) => ({ id: designId, version: sharedBy.get(designId)?.version ?? 0 })) };
  });
}
