import { repriceAnswerSchema } from '@eb/domain/catalog';
import { CHANGE_ORDER_SITE_ID } from '@eb/domain/commerce';
import { DesignAttr } from '@eb/domain/design';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';
import type { AutoReleaseApi } from './auto-release.ts';

/** Change-order calls use site id 3 (doc 001 §4, §7). */
const ordering = (step: 'startchangeorder' | 'addlineitems' | 'completechangeorder', orderNumber: string) =>
  `${apiConfig.orderingBase}/${step}?${new URLSearchParams({ siteId: String(CHANGE_ORDER_SITE_ID), orderNumber })}`;

/** The calls of the auto-release pay flow (doc 001 §7). */
export const autoReleaseApi: AutoReleaseApi = {
  validateAndReprice: (guids) =>
    apiFetch(`${apiConfig.estimatesBase}/validateAndRepriceConfigurations`, { method: 'POST', body: guids, answer: repriceAnswerSchema }),
  startChangeOrder: (orderNumber) => apiFetch(ordering('startchangeorder', orderNumber), { method: 'PUT' }),
  addLineItems: (orderNumber, guids) => apiFetch(ordering('addlineitems', orderNumber), { method: 'PUT', body: guids }),
  completeChangeOrder: (orderNumber) => apiFetch(ordering('completechangeorder', orderNumber), { method: 'PUT' }),
  markCompleted: (designId) =>
    apiFetch(`${apiConfig.designBuilderBase}/designs/${designId}/set-attribute`, {
      method: 'POST',
      body: { name: DesignAttr.isAutoReleaseCompleted, value: 'true' },
    }),
};
