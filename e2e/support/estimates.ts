import { randomUUID } from 'node:crypto';
import type { DesignGraph } from '@eb/domain/design';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth.ts';
import { call } from './page-call.ts';

/** Shoppers and their saved estimates, made through the real API (my-estimates*.spec.ts). */

/** The product on a saved design's first window: the roller shade, made 12" to 120" each way. */
export const PRODUCT = '533459';
const BASE = '/api/design-builder';

/** A new shopper, signed in on the page's site (each test its own, so lists never mix). */
export async function registerShopper(page: Page): Promise<void> {
  const email = `estimates-${randomUUID().slice(0, 8)}@example.com`;
  const answer = await call(page, 'POST', '/api/account/register', { email, password: `${DEMO_PASSWORD}-Q7!x`, name: 'Estimate Shopper' });
  expect(answer.status, answer.text).toBe(200);
}

/**
 * A design made through the real API as the signed-in shopper: `windows` windows in its first room,
 * the first holding `productId`, then linked to the account with the site's save call (site 3's
 * proxy, or site 11's link-to-my-account). Answers its id and subtotal.
 */
export async function savedDesign(
  page: Page,
  { name, windows, productId, height = 40, site = 3 }: { name: string; windows: number; productId: string; height?: number; site?: 3 | 11 },
): Promise<{ designId: string; subtotal: number }> {
  const created = await call<DesignGraph>(page, 'POST', `${BASE}/designs`, { design: { name } });
  expect(created.status, created.text).toBe(201);
  const designId = created.data.design.designId;
  const room = created.data.containers[0];
  if (!room) throw new Error('A new design has a room');
  for (let count = created.data.items.length; count < windows; count += 1) {
    const item = { itemId: randomUUID(), containerId: room.containerId, itemType: 1, itemSource: 1 };
    const saved = await call(page, 'POST', `${BASE}/designs`, { design: { designId }, items: [item] });
    expect(saved.status, saved.text).toBe(200);
  }
  const configured = await call<{ configurationGuid: string }>(page, 'POST', '/api/configurations', {
    productId,
    width: 30,
    height,
    choices: {},
  });
  const put = await call<DesignGraph>(page, 'POST', `${BASE}/designs/${designId}/items/${room.items[0]}/product`, {
    configurationGuid: configured.data.configurationGuid,
  });
  expect(put.status, put.text).toBe(200);

  const me = (await call<{ identityId: string; email: string }>(page, 'GET', '/api/account/me')).data;
  const link =
    site === 11
      ? await call(page, 'POST', `${BASE}/estimates/link-to-my-account`, { designId, identityId: me.identityId, email: me.email })
      : await call(page, 'POST', '/api/myaccount/estimates/link', { designId });
  expect(link.status, link.text).toBe(200);
  return { designId, subtotal: put.data.design.subtotal };
}
