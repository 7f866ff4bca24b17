import type { Config } from './config.ts';
import type { Db, Engine } from './db/database.ts';
import type { SessionEpochs } from './modules/accounts/session-epochs.ts';
import type { Catalog } from './modules/catalog/catalog.ts';
import type { ChangeBus } from './modules/live/change-bus.ts';
import type { Presence } from './modules/live/presence.ts';

/** What every module plugin receives. */
export interface AppContext {
  db: Db;
  engine: Engine;
  config: Config;
  /** The product catalog, loaded from its data files once at start. */
  catalog: Catalog;
  /** Users' session epochs (sign-out ends earlier sessions), cached briefly. */
  epochs: SessionEpochs;
  /** Design change events between every process serving this database, and who is viewing what. */
  bus: ChangeBus;
  presence: Presence;
}
