import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CatalogProduct, catalogFileSchema } from '@eb/domain/catalog';
import { formatMoney } from '@eb/domain/format';
import { toDollars } from '@eb/domain/money';
import { defaultChoices, priceConfiguration } from '@eb/domain/pricing';
import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { signIn } from './support/auth.ts';
import { LARKSPUR, LARKSPUR_NAME, productOnFirstWindow } from './support/designs.ts';

/**
 * A saved design reopened after the merchandiser published a new price list. The price list is read
 * at start, so this journey runs a server of its own (the shared one keeps the shipped catalog): a
 * fresh data directory and a copy of the catalog in CATALOG_DIR, restarted on the same data with the
 * cellular shade's prices raised.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shippedCatalog = join(repoRoot, 'apps/api/src/modules/catalog/data');
const webDist = resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
const SHADES_FILE = 'shades.json';
const SIZE = { width: 40, height: 60 };
const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('No port'))));
    });
  });
}

interface OwnServer {
  base: string;
  stop(): Promise<void>;
}

/** Starts the built app (API and web) as `npm start` does, and waits until it answers. */
async function startServer(port: number, dataDir: string, catalogDir: string): Promise<OwnServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CATALOG_DIR: catalogDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
  };
  // PGlite in DATA_DIR, never the shared run's database.
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const base = `http://localhost:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`The server stopped on start (exit ${child.exitCode}).`);
        return fetch(`http://127.0.0.1:${port}/healthz`).then(
          (answer) => answer.status,
          () => 0,
        );
      },
      { timeout: scaled(120_000), intervals: [250, 500, 1_000] },
    )
    .toBe(200);
  return {
    base,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const readShades = (catalogDir: string) =>
  catalogFileSchema.parse(JSON.parse(readFileSync(join(catalogDir, SHADES_FILE), 'utf8'))).products;

/** The shade's price at the window's size with its default choices, as the server prices a new window. */
function larkspurCents(products: readonly CatalogProduct[]): number {
  const product = products.find((candidate) => candidate.productId === LARKSPUR) as CatalogProduct;
  return priceConfiguration(product, { ...SIZE, choices: defaultChoices(product) }).subtotalCents;
}

/** The merchandiser's new price list: the Larkspur shade 20% dearer, everything else as shipped. */
function raiseLarkspur(catalogDir: string): void {
  const file = join(catalogDir, SHADES_FILE);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { products: { productId: string; priceGrid: { cents: number[][] } }[] };
  for (const product of json.products) {
    if (product.productId !== LARKSPUR) continue;
    product.priceGrid.cents = product.priceGrid.cents.map((row) => row.map((cents) => Math.round(cents * 1.2)));
  }
  writeFileSync(file, JSON.stringify(json, null, 2));
}

const actions = (page: Page) => page.getByRole('toolbar', { name: 'Design actions' });
const money = (cents: number) => formatMoney(toDollars(cents));

test('a saved design reopened after a price change shows what changed', async ({ page }) => {
  test.setTimeout(scaled(240_000));
  const dataDir = mkdtempSync(join(tmpdir(), 'eb-e2e-prices-'));
  const catalogDir = mkdtempSync(join(tmpdir(), 'eb-e2e-catalog-'));
  cpSync(shippedCatalog, catalogDir, { recursive: true });
  const port = await freePort();
  let server: OwnServer | null = null;
  try {
    server = await startServer(port, dataDir, catalogDir);
    const oldCents = larkspurCents(readShades(catalogDir));

    // A guest builds a design with a shade on its window, then saves it to the shopper's account.
    await page.goto(`${server.base}/estimatebuilder/new`);
    await expect(page).toHaveURL(LOAD_URL);
    const designId = page.url().split('/').at(-1) ?? '';
    await productOnFirstWindow(page, designId, LARKSPUR, SIZE);
    await page.reload();
    await expect(page.getByText(LARKSPUR_NAME).first()).toBeVisible();
    await actions(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/signin/);
    await signIn(page, 'shopper@example.com');
    await expect(page).toHaveURL(`${server.base}/estimatebuilder/load/${designId}`);
    await expect(actions(page).getByText('Changes save automatically.')).toBeVisible();
    const kept = async () => {
      const answer = await page.request.get(`${server?.base}/api/design-builder/designs/${designId}/price-changes`);
      return ((await answer.json()) as { data: { snapshot: { kind: string } | null } }).data.snapshot?.kind ?? null;
    };
    await expect.poll(kept).toBe('saved');

    // The merchandiser publishes a new price list: the servers restart with it.
    await server.stop();
    server = null;
    raiseLarkspur(catalogDir);
    const newCents = larkspurCents(readShades(catalogDir));
    expect(newCents).toBeGreaterThan(oldCents);
    server = await startServer(port, dataDir, catalogDir);

    // Reopened: the builder prices it again and says what changed since the save.
    await page.goto(`${server.base}/estimatebuilder/load/${designId}`);
    const panel = page.getByRole('region', { name: 'Prices changed since you saved this design' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    const line = panel.getByRole('listitem').first();
    await expect(line).toContainText(LARKSPUR_NAME);
    await expect(line).toContainText(`${money(oldCents)} → ${money(newCents)}`);
    await expect(line).toContainText('(Price list changed)');
    await expect(panel).toContainText(`Design total: ${money(oldCents)} → ${money(newCents)}`);

    // Dismissed, it stays closed for this save, after a reload too.
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    await expect(panel).toHaveCount(0);
    await page.reload();
    await expect(actions(page).getByText('Changes save automatically.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prices changed since you saved this design' })).toHaveCount(0);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(catalogDir, { recursive: true, force: true });
  }
});
