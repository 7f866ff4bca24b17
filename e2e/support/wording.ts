import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { activePromotion } from '@eb/domain/promotions';
import { SITES, type SiteId } from '@eb/domain/sites';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth.ts';
import { LARKSPUR, LARKSPUR_NAME, windowCard } from './designs.ts';
import { call } from './page-call.ts';
import { screenshot } from './screenshots.ts';

/** Helpers of the wording journeys (journey-wording.spec.ts): sites, widths, setup through the API, PDFs. */

const port = Number(process.env.E2E_PORT ?? 3100);
export const SITE11 = `http://site11.localhost:${port}`;
export const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;

/** The two widths every journey here is seen at: a phone and a wide desktop. */
export const WIDTHS = [375, 1440] as const;
export type Width = (typeof WIDTHS)[number];

export async function atWidth(page: Page, width: Width): Promise<void> {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
}

/**
 * The project's full-page screenshot, once the page's finite animations (a dialog fading in) have
 * ended, so the picture shows what a person sees when the page has settled.
 */
export async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await screenshot(page, name);
}

/** The id at the end of the page's load URL. */
export const designIdOf = (page: Page): string => page.url().split('/').at(-1) ?? '';

/** A new shopper account of its own (its list and cart are no other journey's), signed in on `origin`. */
export async function registerShopper(page: Page, origin = ''): Promise<string> {
  await page.goto(`${origin}/signin`);
  const email = `wording-${randomUUID().slice(0, 8)}@example.com`;
  const answer = await call(page, 'POST', '/api/account/register', { email, password: `${DEMO_PASSWORD}-Q7!x`, name: 'Wendy Wording' });
  expect(answer.status).toBe(200);
  return email;
}

interface GraphItem {
  itemId: string;
  containerId: string;
  label: string;
}
interface GraphRoom {
  containerId: string;
  name: string;
  charLabel: string;
}
export interface Graph {
  design: { designId: string; name: string };
  containers: GraphRoom[];
  items: GraphItem[];
}

export const graphOf = async (page: Page, designId: string): Promise<Graph> =>
  (await call<Graph>(page, 'GET', `/api/design-builder/designs/${designId}`)).data;

/** Names a design through the API. */
export async function renameDesign(page: Page, designId: string, name: string): Promise<void> {
  expect((await call(page, 'POST', `/api/design-builder/designs/${designId}/rename`, { Name: name })).status).toBe(200);
}

/**
 * Puts the Larkspur shade (40" × 60") on each of the windows named, as the configurator's Add to Window
 * does, with the purchase option given (product-only carts at once; product-and-install asks about installing).
 */
export async function productsOn(
  page: Page,
  designId: string,
  itemIds: readonly string[],
  purchaseOption: 'product-only' | 'product-and-install' = 'product-and-install',
): Promise<void> {
  const statuses = await page.evaluate(
    async ({ designId, itemIds, productId, purchaseOption }) => {
      const json = { 'content-type': 'application/json' };
      const base = `/api/design-builder/designs/${designId}`;
      const seen: number[] = [];
      for (const itemId of itemIds) {
        const configured = await fetch('/api/configurations', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ productId, width: 40, height: 60, choices: {} }),
        });
        const guid = (await configured.json()).data.configurationGuid as string;
        const put = await fetch(`${base}/items/${itemId}/product`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ configurationGuid: guid }),
        });
        const option = await fetch(`${base}/items/${itemId}/attribute`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ attributeId: 'purchaseOption', value: purchaseOption }),
        });
        seen.push(configured.status, put.status, option.status);
      }
      return seen;
    },
    { designId, itemIds, productId: LARKSPUR, purchaseOption },
  );
  expect(
    statuses.every((status) => status < 300),
    `statuses ${statuses.join(', ')}`,
  ).toBe(true);
}

/** The text of a PDF, read back with pdftotext in its layout, white space made single spaces. */
export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/**
 * The colour of one point of a PDF's first page as printed (pdftoppm renders it at 72 dpi, so `x` and
 * `y` are PDF points from the top left), as '#rrggbb'.
 */
export function pdfColourAt(path: string, x: number, y: number): string {
  const ppm = execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '72', '-x', String(x), '-y', String(y), '-W', '1', '-H', '1', path]);
  // A binary PPM: 'P6', width, height and the largest value, each followed by white space, then RGB bytes.
  const header = /^P6\s+\d+\s+\d+\s+\d+\s/.exec(ppm.toString('latin1'));
  if (!header) throw new Error('pdftoppm gave no PPM picture');
  const rgb = [...ppm.subarray(header[0].length, header[0].length + 3)];
  return `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether a downloaded file is a PDF. */
export const isPdf = (path: string): boolean => readFileSync(path).subarray(0, 5).toString('latin1') === '%PDF-';

/** A new design on the page's site, named, with the Larkspur shade on its one window; the builder shows it. */
export async function namedDesignWithProduct(page: Page, origin: string, name: string): Promise<string> {
  await page.goto(`${origin}/estimatebuilder/new`);
  await expect(page).toHaveURL(LOAD_URL);
  const designId = designIdOf(page);
  const graph = await graphOf(page, designId);
  await renameDesign(page, designId, name);
  await productsOn(
    page,
    designId,
    graph.items.map((item) => item.itemId),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(windowCard(page, 'Window 1').getByText(LARKSPUR_NAME, { exact: true })).toBeVisible();
  return designId;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The promo line a site's new design carries, worked out here from the promotion's data (not by the
 * app's formatter): its end day in the site's one date style (doc 000 §9; decisions 2026-12-07), M/DD/YYYY
 * on site 3, MMM D on site 11 with the year when it is not this year's.
 */
export function expectedPromo(siteId: SiteId): string {
  const promotion = activePromotion(siteId);
  if (!promotion?.endsAt) throw new Error(`Site ${siteId} runs no promotion with an end date today: the journey has nothing to compare.`);
  // Each ends late in the UTC day, outside both of doc 001 §4's shift windows: the UTC day is the day shown.
  const end = new Date(promotion.endsAt);
  const [year, month, day] = [end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate()];
  const through =
    SITES[siteId].shipDateStyle === 'shipping'
      ? `${month}/${String(day).padStart(2, '0')}/${year}`
      : `${SHORT_MONTHS[month - 1]} ${day}${year === new Date().getFullYear() ? '' : `, ${year}`}`;
  return `Use promo code ${promotion.code}. Valid through ${through}.`;
}
