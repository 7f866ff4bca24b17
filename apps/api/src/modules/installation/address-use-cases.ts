import {
  type Address,
  addressMatchKey,
  defaultPropertyName,
  NORMALIZED_BY_MISMATCH,
  type NormalizedBy,
  normalizedBy as normalizedByFor,
  type SetAddressResult,
  type StoreInfo,
  type Verification,
  verifyAddress,
} from '@eb/domain/address';
import type { SiteId } from '@eb/domain/sites';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { ensureCustomer, type Owner, ownerOf } from './address-customers.ts';
import { coverageAt, presentStore } from './providers-coverage.ts';
import { lookupZip } from './zip-data.ts';

type Identity = Pick<SessionData, 'uid' | 'sid'>;

const addressColumns = [
  'addresses.id',
  'addresses.line1',
  'addresses.line2',
  'addresses.city',
  'addresses.state',
  'addresses.zip_code',
] as const;

/** One of the owner's addresses, by its match key or its id, with its property's name: one indexed query. */
function ownedAddresses(db: Db | Tx, owner: Owner) {
  const query = db
    .selectFrom('addresses')
    .innerJoin('customers', 'customers.id', 'addresses.customer_id')
    .leftJoin('properties', 'properties.address_id', 'addresses.id')
    .select([
      ...addressColumns,
      'addresses.match_key',
      'addresses.customer_id',
      'properties.id as property_id',
      'properties.name as property_name',
    ]);
  return 'userId' in owner
    ? query.where('customers.owner_user_id', '=', owner.userId)
    : query.where('customers.owner_session_id', '=', owner.sessionId);
}

/**
 * Checks an address against the ZIP data (doc 001 §3): not found, similar, or found; and whether the
 * caller has it on file already, in which case the stored address (with its id) is the one to confirm.
 */
export async function validateAddress(db: Db, identity: Identity, address: Address): Promise<Verification> {
  const verification = verifyAddress(address, lookupZip(address.zipCode));
  const onFile = await ownedAddresses(db, ownerOf(identity)).where('addresses.match_key', '=', addressMatchKey(address)).executeTakeFirst();
  if (!onFile) return verification;
  return {
    ...verification,
    existingAddress: true,
    validatedAddress: {
      uuid: onFile.id,
      line1: onFile.line1,
      line2: onFile.line2,
      city: onFile.city,
      state: onFile.state,
      zipCode: onFile.zip_code,
    },
  };
}

export interface SetAddressInput {
  address: Address;
  uuid?: string | null | undefined;
  normalizedBy: NormalizedBy;
  requiresConfirmation?: boolean | undefined;
  newPropertyName: string;
}

/**
 * Keeps an address for the caller (doc 001 §7) in one transaction: their customer record, the address,
 * and a property named newPropertyName (the site's default when empty). The same home sent again answers
 * the ids already stored. The nearest provider store covering it becomes the customer's store.
 */
export async function setAddress(db: Db, identity: Identity, siteId: SiteId, input: SetAddressInput): Promise<SetAddressResult> {
  if (input.requiresConfirmation !== undefined && input.normalizedBy !== normalizedByFor(input.requiresConfirmation)) {
    throw new AppError('VALIDATION_FAILED', NORMALIZED_BY_MISMATCH);
  }
  const owner = ownerOf(identity);
  const matchKey = addressMatchKey(input.address);
  const propertyName = input.newPropertyName || defaultPropertyName(siteId);
  const place = lookupZip(input.address.zipCode);

  return db.transaction().execute(async (tx) => {
    if (input.uuid) {
      const named = await ownedAddresses(tx, owner).where('addresses.id', '=', input.uuid).executeTakeFirst();
      // Someone else's id answers as an unknown one: ids tell nothing about other people's addresses.
      if (!named) throw new AppError('NOT_FOUND', 'We could not find that address on file.');
      if (named.match_key !== matchKey)
        throw new AppError('VALIDATION_FAILED', 'The address sent is not the address on file with that id.');
    }
    const customerId = await ensureCustomer(tx, owner);
    const { address } = input;
    await tx
      .insertInto('addresses')
      .values({
        id: crypto.randomUUID(),
        customer_id: customerId,
        line1: address.line1,
        line2: address.line2,
        city: address.city,
        state: address.state,
        zip_code: address.zipCode,
        match_key: matchKey,
        normalized_by: input.normalizedBy,
        requires_confirmation: input.normalizedBy === 0,
      })
      .onConflict((conflict) => conflict.columns(['customer_id', 'match_key']).doNothing())
      .execute();
    const stored = await ownedAddresses(tx, owner).where('addresses.match_key', '=', matchKey).executeTakeFirstOrThrow();
    let propertyId = stored.property_id;
    let name = stored.property_name;
    if (!propertyId) {
      await tx
        .insertInto('properties')
        .values({ id: crypto.randomUUID(), customer_id: customerId, address_id: stored.id, name: propertyName })
        .onConflict((conflict) => conflict.column('address_id').doNothing())
        .execute();
      const property = await tx
        .selectFrom('properties')
        .select(['id', 'name'])
        .where('address_id', '=', stored.id)
        .executeTakeFirstOrThrow();
      propertyId = property.id;
      name = property.name;
    }
    const nearest = place ? (await coverageAt(tx, place))[0] : undefined;
    if (nearest) await tx.updateTable('customers').set({ store_number: nearest.storeNumber }).where('id', '=', customerId).execute();
    return {
      address: {
        id: stored.id,
        line1: stored.line1,
        line2: stored.line2,
        city: stored.city,
        state: stored.state,
        zipCode: stored.zip_code,
        newPropertyName: name ?? propertyName,
      },
      propertyId,
      customerId,
    };
  });
}

/** The store saved for the caller (the nearest covering store of the address they set last), if any. */
export async function savedStore(db: Db, identity: Identity): Promise<StoreInfo | null> {
  const owner = ownerOf(identity);
  const query = db
    .selectFrom('customers')
    .innerJoin('stores', 'stores.store_number', 'customers.store_number')
    .select(['stores.store_number', 'stores.full_name', 'stores.name', 'stores.zip_code']);
  const row = await ('userId' in owner
    ? query.where('customers.owner_user_id', '=', owner.userId)
    : query.where('customers.owner_session_id', '=', owner.sessionId)
  ).executeTakeFirst();
  return row ? presentStore(row) : null;
}

/** The ZIP of the address the caller stored last, if any. */
export async function latestZip(db: Db, identity: Identity): Promise<string | null> {
  const row = await ownedAddresses(db, ownerOf(identity))
    .orderBy('addresses.created_at', 'desc')
    .orderBy('addresses.id')
    .limit(1)
    .executeTakeFirst();
  return row?.zip_code ?? null;
}
