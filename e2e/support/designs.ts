import { expect, type Page } from '@playwright/test';

/** The catalog's Larkspur cellular shade: window category 1, installable. */
export const LARKSPUR = '533002';
export const LARKSPUR_NAME = 'Larkspur Single Cell Light Filtering Shade';

/**
 * Configures a product (40" × 60" unless told) and puts it on one of the design's windows (the first
 * unless told), as the configurator's Add to Window does. Called from the page, so it works on either
 * site's host and with the page's session. Answers the configuration guid.
 */
export async function productOnWindow(
  page: Page,
  designId: string,
  {
    itemId,
    productId = LARKSPUR,
    size = { width: 40, height: 60 },
  }: { itemId?: string; productId?: string; size?: { width: number; height: number } } = {},
): Promise<string> {
  const answer = await page.evaluate(
    async ({ designId, itemId, productId, size }) => {
      const json = { 'content-type': 'application/json' };
      const target = itemId ?? ((await (await fetch(`/api/design-builder/designs/${designId}`)).json()).data.items[0].itemId as string);
      const configured = await fetch('/api/configurations', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ productId, ...size, choices: {} }),
      });
      const guid = (await configured.json()).data.configurationGuid as string;
      const put = await fetch(`/api/design-builder/designs/${designId}/items/${target}/product`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ configurationGuid: guid }),
      });
      return { statuses: [configured.status, put.status], guid };
    },
    { designId, itemId, productId, size },
  );
  expect(answer.statuses).toEqual([201, 200]);
  return answer.guid;
}

/** `productOnWindow` on the design's first window. */
export const productOnFirstWindow = (page: Page, designId: string, productId = LARKSPUR, size?: { width: number; height: number }) =>
  productOnWindow(page, designId, { productId, ...(size ? { size } : {}) });

/** A window's card, by its name. */
export const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Sets a window's whole-inch width and height through its measurement editor, and waits for them on the card. */
export async function measure(page: Page, name: string, width: string, height: string): Promise<void> {
  const card = windowCard(page, name);
  await card.getByRole('button', { name: /Measurements$/ }).click();
  await card.getByLabel('Width inches').selectOption(width);
  await card.getByLabel('Height inches').selectOption(height);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card.getByText(`${width}" W`, { exact: true })).toBeVisible();
}

/**
 * Shares a design as the demo rep (R1001, Riley Rep) with `to`, by the call the Share modal makes,
 * from the page's own session; answers the share's link.
 */
export async function shareAsRep(page: Page, designId: string, to: string): Promise<string> {
  const shared = await page.request.post('/api/design-builder/estimates/share', {
    headers: { 'x-repid': 'R1001' },
    data: {
      To: to,
      Subject: '',
      Body: 'Here is the estimate we talked about.',
      Designs: [designId],
      AdditionalParameters: { CustomerName: 'Casey', DCName: 'Riley Rep', DCEmail: 'riley@example.com' },
    },
  });
  expect(shared.status()).toBe(200);
  return ((await shared.json()) as { data: { link: string } }).data.link;
}
