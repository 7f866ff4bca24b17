import { CHANGE_ORDER_SITE_ID } from '@eb/domain/commerce';
import { DesignAttr } from '@eb/domain/design';
import { configurationEndpoints } from '@eb/domain/endpoints/catalog';
import { changeOrderEndpoints } from '@eb/domain/endpoints/commerce';
import { designEndpoints } from '@eb/domain/endpoints/designs';
import { call } from '../../lib/api-client.ts';
import type { AutoReleaseApi } from './auto-release.ts';

/** Change-order calls use site id 3 (doc 001 §4, §7). */
const ordering = (orderNumber: string) => ({ siteId: CHANGE_ORDER_SITE_ID, orderNumber });

/** The calls of the auto-release pay flow (doc 001 §7). */
export const autoReleaseApi: AutoReleaseApi = {
  validateAndReprice: (guids) => call(configurationEndpoints.validateAndRepriceConfigurations, { body: guids }),
  startChangeOrder: (orderNumber) => call(changeOrderEndpoints.startChangeOrder, { query: ordering(orderNumber) }),
  addLineItems: (orderNumber, guids) => call(changeOrderEndpoints.addLineItems, { query: ordering(orderNumber), body: guids }),
  completeChangeOrder: (orderNumber) => call(changeOrderEndpoints.completeChangeOrder, { query: ordering(orderNumber) }),
  markCompleted: (designId) =>
    call(designEndpoints.setDesignAttribute, { params: { designId }, body: { name: DesignAttr.isAutoReleaseCompleted, value: 'true' } }),
};
