import { itemProductFrom } from '@eb/domain/catalog-item';
import { DesignAttr, ItemAttr } from '@eb/domain/design';
import { INELIGIBLE_MESSAGE, isInstallEligibleCategory } from '@eb/domain/installation';
import { customerAttribute, isBlankWindow, type ProEstimatePayload, propertyAddressAttribute, splitName } from '@eb/domain/jobs';
import { formatInches } from '@eb/domain/measurements';
import { getSite, type SiteId } from '@eb/domain/sites';
import type { Db } from '../../db/database.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { present, price } from '../catalog/configurations.ts';
import { checkDesignName } from '../designs/design-use-cases.ts';
import { findCustomerId, ownerOf } from './address-customers.ts';
import { retailerProductId } from './eligibility-product-map.ts';
import { NO_SERVICE_MESSAGE } from './install-auth.ts';
import { insertDesignGraph, type NewJobRoom } from './jobs-design-writes.ts';
import { ownedPlace } from './jobs-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const NOT_YOUR_CUSTOMER = 'You can only create an estimate for your own customer record.';
const CONFIGURATION_NOT_FOUND = (window: string) => `We could not find the product configuration of window ${window}.`;

/**
 * `POST /api/customer/createmandiestimate` (doc 001 §3, §7): the professional estimate of one of the
 * caller's properties. In one transaction: the ids must be the caller's own (customer 403; address
 * and property 404 as unknown ones); a new professional design owned by the caller holds the rooms
 * (labels as sent) and windows ('Window {n}'); a window with a configuration guid gets that
 * configuration's product, priced again from the catalog (the name, colour and size sent are not
 * trusted), with its size and the purchase option product-and-install; a blank placeholder (zero
 * guid) becomes a window without a product. itemsWithExtraQuantity sets the quantity of the windows
 * holding that configuration. No job is tied here: the job is made and tied by the jobs calls.
 */
export function createMandiEstimate(
  db: Db,
  catalog: Catalog,
  actor: { identity: SessionData; siteId: SiteId },
  payload: ProEstimatePayload,
): Promise<{ designId: string; version: number }> {
  if (!getSite(actor.siteId).serviceCode) throw notFound(NO_SERVICE_MESSAGE);
  const name = checkDesignName(payload.name, 'Estimate name');
  const { identity } = actor;
  return db.transaction().execute(async (tx) => {
    const customerId = await findCustomerId(tx, ownerOf(identity));
    if (customerId !== payload.customerId) throw forbidden(NOT_YOUR_CUSTOMER);
    const place = await ownedPlace(tx, identity, { addressId: payload.addressId, propertyId: payload.propertyId });

    const guids = [
      ...new Set(
        payload.rooms.flatMap((room) =>
          room.windows.filter((window) => !isBlankWindow(window)).map((window) => window.autobahnEstimateGuid),
        ),
      ),
    ];
    const rows = guids.length === 0 ? [] : await tx.selectFrom('configurations').selectAll().where('guid', 'in', guids).execute();
    // A configuration not yet on any window is its maker's alone (as in the configurator).
    const usable = new Map(
      rows
        .filter(
          (row) => row.is_placed || row.owner_session_id === identity.sid || (identity.uid !== null && row.owner_user_id === identity.uid),
        )
        .map((row) => [row.guid, present(row)]),
    );
    const extra = new Map(payload.itemsWithExtraQuantity.map((entry) => [entry.autobahnEstimateGuid, entry.quantity]));
    const shipDate = (leadTimeDays: number) => new Date(Date.now() + leadTimeDays * DAY_MS).toISOString().slice(0, 10);

    const rooms: NewJobRoom[] = payload.rooms.map((room) => ({
      charLabel: room.label,
      name: room.name,
      windows: room.windows.map((window) => {
        const label = `Window ${window.label}`;
        if (isBlankWindow(window)) return { label, quantity: 1, product: null, estimatedShipDate: null, attributes: [] };
        const where = `${room.label}${window.label}`;
        const configuration = usable.get(window.autobahnEstimateGuid);
        if (!configuration) throw new AppError('NOT_FOUND', CONFIGURATION_NOT_FOUND(where));
        const product = catalog.get(configuration.productId);
        if (window.productId !== product.productId && window.productId !== retailerProductId(product.productId)) {
          throw badRequest(`Window ${where}: productId ${window.productId} is not the product of its configuration.`);
        }
        if (!isInstallEligibleCategory(product.category)) {
          throw badRequest(`${INELIGIBLE_MESSAGE} Send window ${where} as a blank placeholder.`);
        }
        return {
          label,
          quantity: extra.get(window.autobahnEstimateGuid) ?? 1,
          product: itemProductFrom(product, configuration, price(product, configuration).priced),
          estimatedShipDate: shipDate(product.leadTimeDays),
          attributes: [
            { name: ItemAttr.width, value: String(configuration.width), normalized: formatInches(configuration.width) },
            { name: ItemAttr.height, value: String(configuration.height), normalized: formatInches(configuration.height) },
            { name: ItemAttr.purchaseOption, value: 'product-and-install', normalized: 'product-and-install' },
          ],
        };
      }),
    }));

    const { firstName, lastName } = splitName(identity.name);
    const designId = await insertDesignGraph(tx, actor, {
      name,
      attributes: {
        [DesignAttr.isMandi]: 'true',
        [DesignAttr.propertyAddress]: propertyAddressAttribute({
          line1: place.address.line1,
          line2: place.address.line2,
          city: place.address.city,
          state: place.address.state,
          zipcode: place.address.zipCode,
        }),
        [DesignAttr.customer]: customerAttribute({ id: customerId, firstName, lastName, email: identity.email ?? '', phones: [] }),
      },
      rooms,
    });
    // Its windows' configurations are placed as the design is written (writeNewDesign).
    return { designId, version: 1 };
  });
}
