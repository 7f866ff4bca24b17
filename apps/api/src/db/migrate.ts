import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as accounts from './migrations/0001-accounts.ts';
import * as designs from './migrations/0002-designs.ts';
import * as analytics from './migrations/0003-analytics.ts';
import * as configurations from './migrations/0004-configurations.ts';
import * as lookupIndexes from './migrations/0005-lookup-indexes.ts';
import * as configurationWindowName from './migrations/0006-configuration-window-name.ts';
import * as configurationOwner from './migrations/0007-configuration-owner.ts';
import * as sessionEpoch from './migrations/0008-session-epoch.ts';
import * as roomLetters from './migrations/0009-room-letters.ts';
import * as jobSessionOwners from './migrations/0010-job-session-owners.ts';
import * as fractionalPositions from './migrations/0011-fractional-positions.ts';
import * as mailOutbox from './migrations/0012-mail-outbox.ts';
import * as sharing from './migrations/0013-sharing.ts';
import * as brokerSavedDesigns from './migrations/0014-broker-saved-designs.ts';
import * as addressesProviders from './migrations/0015-addresses-providers.ts';
import * as jobs from './migrations/0016-jobs.ts';
import * as commerce from './migrations/0017-commerce.ts';
import * as orderDesignIndex from './migrations/0018-order-design-index.ts';
import * as windowCartLines from './migrations/0019-window-cart-lines.ts';
import * as providerTechnicians from './migrations/0020-provider-technicians.ts';
import * as rateLimits from './migrations/0021-rate-limits.ts';
import * as savedPrices from './migrations/0022-saved-prices.ts';
import * as stagedPrices from './migrations/0023-staged-prices.ts';
import * as savedOnPurpose from './migrations/0024-saved-on-purpose.ts';
import * as repDesigns from './migrations/0025-rep-designs.ts';
import * as designWriteNotices from './migrations/0026-design-write-notices.ts';
import * as deletedWindows from './migrations/0027-deleted-windows.ts';

/** Every migration, in order. Names are stable: never rename one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-designs': designs,
  '0003-analytics': analytics,
  '0004-configurations': configurations,
  '0005-lookup-indexes': lookupIndexes,
  '0006-configuration-window-name': configurationWindowName,
  '0007-configuration-owner': configurationOwner,
  '0008-session-epoch': sessionEpoch,
  '0009-room-letters': roomLetters,
  '0010-job-session-owners': jobSessionOwners,
  '0011-fractional-positions': fractionalPositions,
  '0012-mail-outbox': mailOutbox,
  '0013-sharing': sharing,
  '0014-broker-saved-designs': brokerSavedDesigns,
  '0015-addresses-providers': addressesProviders,
  '0016-jobs': jobs,
  '0017-commerce': commerce,
  '0018-order-design-index': orderDesignIndex,
  '0019-window-cart-lines': windowCartLines,
  '0020-provider-technicians': providerTechnicians,
  '0021-rate-limits': rateLimits,
  '0022-saved-prices': savedPrices,
  '0023-staged-prices': stagedPrices,
  '0024-saved-on-purpose': savedOnPurpose,
  '0025-rep-designs': repDesigns,
  '0026-design-write-notices': designWriteNotices,
  '0027-deleted-windows': deletedWindows,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
