import { randomUUID } from 'node:crypto';
import type { DesignGraph } from '@eb/domain/design';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth.ts';
import { LARKSPUR, LARKSPUR_NAME, windowCard } from './designs.ts';
import { call } from './page-call.ts';

/** The phone and the desktop of doc 000 §9, each with a screen height people use. */
export const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

const port = Number(process.env.E2E_PORT ?? 3100);
export const SITE_11 = `http://site11.localhost:${port}`;
export const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;

export type PurchaseOption = 'product-only' | 'product-and-install';

/**
 * A new design on the site at `origin` (site 3 unless told) of `windows` windows, each with its own
 * Larkspur shade (40" × 60"), bought as `option` when given; then the page as it shows them.
 * Called from the page, so it goes with that site's host and the page's session. Answers the design id.
 */
export async function designWithProducts(
  page: Page,
  { origin = '', windows = 1, option }: { origin?: string; windows?: number; option?: PurchaseOption } = {},
): Promise<string> {
  await page.goto(`${origin}/estimatebuilder/new`);
  await expect(page).toHaveURL(LOAD_URL);
  await expect(windowCard(page, 'Window 1')).toBeVisible();
  const designId = page.url().split('/').at(-1) ?? '';
  const statuses = await page.evaluate(
    async ({ designId, windows, option, productId }) => {
      const json = { 'content-type': 'application/json' };
      const base = `/api/design-builder/designs/${designId}`;
      const post = (path: string, body?: unknown) =>
        fetch(path, { method: 'POST', headers: json, body: body === undefined ? undefined : JSON.stringify(body) });
      const seen: number[] = [];
      const first = (await (await fetch(base)).json()).data.items[0].itemId as string;
      if (windows > 1) seen.push((await post(`${base}/items/${first}/copies/${windows - 1}`)).status);
      const items = (await (await fetch(base)).json()).data.items as { itemId: string }[];
      for (const { itemId } of items) {
        const configured = await post('/api/configurations', { productId, width: 40, height: 60, choices: {} });
        const guid = (await configured.json()).data.configurationGuid as string;
        seen.push(configured.status, (await post(`${base}/items/${itemId}/product`, { configurationGuid: guid })).status);
        if (option) seen.push((await post(`${base}/items/${itemId}/attribute`, { attributeId: 'purchaseOption', value: option })).status);
      }
      return seen;
    },
    { designId, windows, option, productId: LARKSPUR },
  );
  expect(
    statuses.every((status) => status < 300),
    `setup answers ${statuses.join(', ')}`,
  ).toBe(true);
  await page.reload();
  await expect(windowCard(page, `Window ${windows}`).getByText(LARKSPUR_NAME, { exact: true })).toBeVisible();
  return designId;
}

/** A new shopper account (each test its own, so lists never mix), signed in on the page's site. */
export async function registerShopper(page: Page): Promise<{ email: string; password: string }> {
  const shopper = { email: `widths-${randomUUID().slice(0, 8)}@example.com`, password: `${DEMO_PASSWORD}-Q7!x` };
  const answer = await call(page, 'POST', '/api/account/register', { ...shopper, name: 'Widths Shopper' });
  expect(answer.status).toBe(200);
  return shopper;
}

/** Signs the account in on the page's site (each site keeps its own session). */
export async function signInByApi(page: Page, shopper: { email: string; password: string }): Promise<void> {
  expect((await call(page, 'POST', '/api/account/login', shopper)).status).toBe(200);
}

/**
 * A design with the Larkspur shade on its window, made as the signed-in shopper on the page's site
 * and saved to their account with that site's save call (site 3's proxy, site 11's link-to-my-account).
 */
export async function savedDesign(page: Page, name: string, site: 3 | 11): Promise<string> {
  const created = await call<DesignGraph>(page, 'POST', '/api/design-builder/designs', { design: { name } });
  expect(created.status).toBe(201);
  const designId = created.data.design.designId;
  const configured = await call<{ configurationGuid: string }>(page, 'POST', '/api/configurations', {
    productId: LARKSPUR,
    width: 30,
    height: 40,
    choices: {},
  });
  const put = await call(page, 'POST', `/api/design-builder/designs/${designId}/items/${created.data.items[0]?.itemId}/product`, {
    configurationGuid: configured.data.configurationGuid,
  });
  expect(put.status).toBe(200);
  const me = (await call<{ identityId: string; email: string }>(page, 'GET', '/api/account/me')).data;
  const link =
    site === 11
      ? await call(page, 'POST', '/api/design-builder/estimates/link-to-my-account', {
          designId,
          identityId: me.identityId,
          email: me.email,
        })
      : await call(page, 'POST', '/api/myaccount/estimates/link', { designId });
  expect(link.status).toBe(200);
  return designId;
}
