import type { Db } from '../../db/database.ts';
import { loadProviders, type ProvidersFile } from './providers-data.ts';

/**
 * Puts the stores and providers of the data file in the database, in one transaction. Idempotent:
 * rows are upserted, and a provider's stores no longer in the file are removed, so editing the file
 * and restarting is how the network changes.
 */
export async function seedProviders(db: Db, file: ProvidersFile = loadProviders()): Promise<void> {
  const stores = file.stores.map((store) => ({
    store_number: store.storeNumber,
    full_name: store.fullName,
    name: store.name,
    zip_code: store.zipCode,
    latitude: store.latitude,
    longitude: store.longitude,
  }));
  const providers = file.providers.map((provider) => ({
    id: provider.id,
    name: provider.name,
    phone: provider.phone,
    technicians: JSON.stringify(provider.technicians),
  }));
  const served = file.providers.flatMap((provider) =>
    provider.stores.map((store) => ({ provider_id: provider.id, store_number: store.storeNumber, radius_miles: store.radiusMiles })),
  );

  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('stores')
      .values(stores)
      .onConflict((conflict) =>
        conflict.column('store_number').doUpdateSet((eb) => ({
          full_name: eb.ref('excluded.full_name'),
          name: eb.ref('excluded.name'),
          zip_code: eb.ref('excluded.zip_code'),
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
        })),
      )
      .execute();
    if (providers.length === 0) return;
    await tx
      .insertInto('service_providers')
      .values(providers)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          phone: eb.ref('excluded.phone'),
          technicians: eb.ref('excluded.technicians'),
        })),
      )
      .execute();
    await tx
      .deleteFrom('provider_stores')
      .where(
        'provider_id',
        'in',
        providers.map((provider) => provider.id),
      )
      .execute();
    await tx
      .insertInto('provider_stores')
      .values(served)
      .onConflict((conflict) =>
        conflict.columns(['provider_id', 'store_number']).doUpdateSet((eb) => ({ radius_miles: eb.ref('excluded.radius_miles') })),
      )
      .execute();
  });
}
