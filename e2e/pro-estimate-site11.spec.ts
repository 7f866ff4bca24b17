import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { signIn } from './support/auth.ts';
import { checkAvailability, newDesignWithProduct } from './support/installation.ts';

/**
 * Site 11's professional estimate path stops before anything is made when the retailer's product map
 * fails it (doc 001 §8): 'Missing product id mapping (retailer site): global error' and 'Product map
 * failure: … a global error is raised'. The map comes with the design's eligibility; the journeys
 * stand in for the retailer's map service by answering that read.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const site11 = `http://site11.localhost:${port}`;
const ELIGIBILITY = /\/api\/design-builder\/estimates\/[0-9a-f-]{36}\/eligibility$/;

async function siteElevenDesignAtTheMeasureStep(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  await page.goto(`${site11}/signin?returnUrl=/estimatebuilder`);
  await signIn(page, 'shopper@example.com');
  const designId = await newDesignWithProduct(page);
  const modal = await checkAvailability(page, 'Install Address');
  return { designId, modal };
}

/** Every call the page makes to create a measure estimate (none may go out once the map fails). */
function measureEstimateCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/createmandiestimate$/i.test(new URL(request.url()).pathname)) calls.push(request.url());
  });
  return calls;
}

for (const width of [1440, 375]) {
  test(`at ${width} px site 11: a product the retailer's map does not know stops the measure estimate with the global error, naming it`, async ({
    page,
  }) => {
    test.setTimeout(scaled(60_000));
    const { designId, modal } = await siteElevenDesignAtTheMeasureStep(page, width);
    const calls = measureEstimateCalls(page);
    // The retailer's map answers without the product's id.
    await page.route(ELIGIBILITY, async (route) => {
      // Asked of the server at its own address, for site 11 by its host name (the test's side cannot
      // resolve site11.localhost, which only the browser maps).
      const url = new URL(route.request().url());
      const answer = await route.fetch({
        url: `http://127.0.0.1:${port}${url.pathname}${url.search}`,
        headers: { ...(await route.request().allHeaders()), host: url.host },
      });
      const body = await answer.json();
      await route.fulfill({ response: answer, json: { data: { ...body.data, productIdMap: {} } } });
    });
    await modal.getByRole('button', { name: 'Create a Measure Estimate' }).click();
    const error = page.getByRole('alertdialog', { name: 'Uh oh!' }).or(page.getByRole('dialog', { name: 'Uh oh!' }));
    await expect(error).toContainText(
      "We could not find the product 533002 in this store's catalog, so a measure estimate cannot be made online. Please call us and we will set it up for you.",
    );
    await error.getByRole('button', { name: 'Got It' }).click();
    await expect(error).toBeHidden();
    // Nothing was made: the same design is open, and no measure estimate was asked for.
    await expect(page).toHaveURL(new RegExp(`/estimatebuilder/load/${designId}$`));
    expect(calls).toEqual([]);
  });
}

test("site 11: a product map that cannot be read stops the measure estimate with the global error's sentence", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  const { designId, modal } = await siteElevenDesignAtTheMeasureStep(page, 1440);
  const calls = measureEstimateCalls(page);
  await page.route(ELIGIBILITY, (route) =>
    route.fulfill({ status: 503, json: { message: 'The product map is not available just now.', code: 'UNAVAILABLE' } }),
  );
  await modal.getByRole('button', { name: 'Create a Measure Estimate' }).click();
  const error = page.getByRole('alertdialog', { name: 'Uh oh!' }).or(page.getByRole('dialog', { name: 'Uh oh!' }));
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'Got It' }).click();
  await expect(error).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/estimatebuilder/load/${designId}$`));
  expect(calls).toEqual([]);
});
