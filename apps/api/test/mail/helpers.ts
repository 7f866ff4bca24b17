import { getSite } from '@eb/domain/sites';
import type { Db } from '../../src/db/database.ts';
import { escapeHtml, renderMailLayout } from '../../src/modules/mail/layout.ts';
import { enqueueMail, type OutgoingMail } from '../../src/modules/mail/outbox.ts';

/** Queues a mail the way a use case does (both parts from the site layout); answers its id. */
export async function queueMail(db: Db, overrides: Partial<OutgoingMail> & { note?: string } = {}): Promise<string> {
  const { note = 'Your estimate is ready.', ...mail } = overrides;
  const parts = renderMailLayout({
    site: getSite(3),
    title: 'Your estimate',
    bodyHtml: `<p>${escapeHtml(note)}</p>`,
    bodyText: note,
  });
  return db.transaction().execute((tx) =>
    enqueueMail(tx, {
      siteId: 3,
      kind: 'share',
      to: 'customer@example.com',
      subject: 'Your estimate',
      ...parts,
      ...mail,
    }),
  );
}

export async function outboxRow(db: Db, id: string) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
