import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { openPglite, openPostgres } from '../../src/db/database.ts';
import { backup, backupPglite, OpsError, pgliteDirOf, restore } from '../../src/ops/backup-restore.ts';
import { orderedDesign } from '../commerce/order-helpers.ts';
import { BASE, createDesign, repHeaders } from '../designs/helpers.ts';
import { hostOf, SHARE, SITE_HOSTS, shareBody } from '../sharing/helpers.ts';
import { type Client, createClient, createTestApp, type TestApp, testAppOn, testConfig } from '../support.ts';
import { databaseUrlFor, withAdmin } from '../test-database.ts';

/**
 * `npm run backup` and `npm run restore` (src/ops): designs, an order and a mail made through the API
 * are backed up, restored into a new database, and read back through the API of a server started on
 * it, by the same signed-in shopper. PGlite is backed up from its directory with the server stopped;
 * PostgreSQL with pg_dump while the server runs, restored with pg_restore into an empty database.
 */
const template = inject('templateDatabase');
const engine = template?.engine ?? 'pglite';
const TIMEOUT = scaled(120_000);

async function closeAndRemove(t: TestApp): Promise<void> {
  await t.close();
  rmSync(t.config.dataDir, { recursive: true, force: true });
}

/** Everything the test reads back, as the API answers it. */
type Reader = Pick<Client, 'request'>;

async function readBack(shopper: Reader, anyone: Reader, ids: { designs: string[]; orderNumber: string }) {
  const designs = await Promise.all(ids.designs.map((id) => shopper.request('GET', `${BASE}/designs/${id}`)));
  const order = await shopper.request('GET', `/api/orders/${ids.orderNumber}`);
  const outbox = await anyone.request('GET', '/api/mail/outbox');
  const mails = await Promise.all(
    (outbox.body.data?.mails ?? []).map((mail: { id: string }) => anyone.request('GET', `/api/mail/outbox/${mail.id}`)),
  );
  const answers = [...designs, order, outbox, ...mails];
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  return answers.map((answer) => answer.body);
}

describe(`backup and restore (${engine})`, () => {
  const work = mkdtempSync(join(tmpdir(), 'eb-backup-test-'));
  const file = join(work, engine === 'postgres' ? 'backup.dump' : 'backup.pglite.tgz');
  const cleanups: (() => Promise<unknown>)[] = [];
  let source: TestApp;
  let target: { databaseUrl: string | undefined; dataDir: string };
  let restored: TestApp;

  beforeAll(async () => {
    if (engine === 'postgres') {
      source = await createTestApp({ siteHosts: SITE_HOSTS });
    } else {
      const config = testConfig({ siteHosts: SITE_HOSTS });
      source = await testAppOn(config, await openPglite(pgliteDirOf(config.dataDir)));
    }
    cleanups.push(() => closeAndRemove(source));
    target = { databaseUrl: source.config.databaseUrl, dataDir: source.config.dataDir };
  }, TIMEOUT);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'restores designs, orders and mail into a new database that a new server answers from',
    async () => {
      const shopper = await source.signIn('shopper@example.com');
      const rep = await source.signIn('rep@example.com');
      const { design, order } = await orderedDesign(source, shopper);
      const kept = await createDesign(shopper, { design: { name: 'Kept for later' } });
      const shared = await rep.request('POST', SHARE, { body: shareBody([design.designId]), headers: { ...hostOf(3), ...repHeaders } });
      expect(shared.status).toBe(200);
      const ids = { designs: [design.designId, kept.design.designId], orderNumber: order.orderNumber as string };
      const before = await readBack(shopper, rep, ids);
      expect(before.at(-1)?.data.to).toBe('customer@example.com');

      if (engine === 'pglite') {
        // PGlite's files are copied only once the server has closed them.
        await expect(backup(target, file)).rejects.toThrow(/is open: stop the server first/);
        await source.close();
      }
      await backup(target, file);

      restored = await restoredServer(file, cleanups);
      expect((await restored.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // The same shopper, with the session cookie the first server signed (same SESSION_SECRET).
      const restoredClient = createClient(restored.app);
      const sameShopper: Reader = {
        request: (method, url, options = {}) => restoredClient.request(method, url, { ...options, headers: { cookie: shopper.cookie } }),
      };
      expect(await readBack(sameShopper, await restored.guest(), ids)).toEqual(before);
    },
    TIMEOUT,
  );

  it('refuses to restore over a database that holds data', async () => {
    const refusal = engine === 'postgres' ? /is not empty \(\d+ tables\).*--clean/ : /already holds a database/;
    // PostgreSQL: the database backed up. PGlite: the directory restored into, which the restored server has open.
    const occupied = engine === 'postgres' ? target : { databaseUrl: undefined, dataDir: restored.config.dataDir };
    await expect(restore(occupied, file)).rejects.toThrow(OpsError);
    await expect(restore(occupied, file)).rejects.toThrow(refusal);
    if (engine === 'pglite') {
      await expect(restore(occupied, file, { clean: true })).rejects.toThrow(/--clean is for PostgreSQL/);
      return;
    }
    // --clean replaces what the database holds with the backup's.
    await sql`update designs set name = 'Changed after the backup'`.execute(source.db);
    await restore(occupied, file, { clean: true });
    const names = await sql<{ name: string }>`select name from designs where name = 'Changed after the backup'`.execute(source.db);
    expect(names.rows).toEqual([]);
  });

  it.runIf(engine === 'pglite')('refuses to back up a directory with no database in it', async () => {
    await expect(backupPglite(join(work, 'nothing-here'), join(work, 'never.tgz'))).rejects.toThrow(/no embedded database/);
  });

  it('says how to install pg_dump when it is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = join(work, 'empty-path');
    try {
      await expect(backup({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: work }, join(work, 'x.dump'))).rejects.toThrow(
        /pg_dump was not found.*apt-get install postgresql-client/,
      );
    } finally {
      process.env.PATH = path;
    }
  });
});

/** A new database restored from the backup, and a server on it. */
async function restoredServer(file: string, cleanups: (() => Promise<unknown>)[]): Promise<TestApp> {
  if (template?.engine === 'postgres') {
    const name = `${template.prefix}restored_${randomBytes(4).toString('hex')}`;
    await withAdmin(template.adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    cleanups.push(() => withAdmin(template.adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
    const databaseUrl = databaseUrlFor(template.adminUrl, name);
    await restore({ databaseUrl, dataDir: tmpdir() }, file);
    const restored = await testAppOn(testConfig({ databaseUrl, siteHosts: SITE_HOSTS }), await openPostgres(databaseUrl));
    cleanups.push(() => closeAndRemove(restored));
    return restored;
  }
  const config = testConfig({ siteHosts: SITE_HOSTS });
  await restore({ databaseUrl: undefined, dataDir: config.dataDir }, file);
  const restored = await testAppOn(config, await openPglite(pgliteDirOf(config.dataDir)));
  cleanups.push(() => closeAndRemove(restored));
  return restored;
}
