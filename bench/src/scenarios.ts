import { BARE_BYTES_PATH, BARE_PATH, RAW_PATH } from './bare-server.ts';
import type { ClientsScenario } from './clients.ts';
import { DESIGN_API, DESIGN_NAME, type DesignFixture } from './design-fixture.ts';
import type { Target } from './report.ts';
import { type Scenario, scenario } from './scenario.ts';

/** Where the scenarios of one database run send their requests. */
export interface Servers {
  api: string;
  bare: string;
  raw: string;
  design: DesignFixture;
  /** Designs of their own for the shoppers of the concurrent scenarios (16). */
  shoppers: DesignFixture[];
}

/**
 * The measured scenarios, in order, in groups: the scenarios of a group (a route and the floors it
 * is held to) are measured side by side, in alternating rounds (see `measureSideBySide`). Add new
 * ones here (and a target below if they have one).
 */
export function scenarioGroups({ api, bare, raw, design }: Servers): Scenario[][] {
  const owner = { cookie: design.cookie };
  return [
    [
      scenario('load', { method: 'GET', url: `${api}${DESIGN_API}/designs/${design.designId}`, headers: owner }),
      scenario('bare', { method: 'GET', url: `${bare}${BARE_PATH}` }),
      scenario('bare (bytes)', { method: 'GET', url: `${bare}${BARE_BYTES_PATH}` }),
    ],
    // Same name every time: nothing changes, but the whole change transaction (lock, load, version bump, reload) runs.
    [
      scenario('save (rename)', {
        method: 'POST',
        url: `${api}${DESIGN_API}/designs/${design.designId}/rename`,
        headers: owner,
        body: { Name: DESIGN_NAME },
      }),
    ],
    // The configurator prices every change through the rules and saves it.
    [
      scenario('configurator price', {
        method: 'PUT',
        url: `${api}/api/configurations/${design.configurationGuid}`,
        headers: owner,
        body: design.configurationBody,
      }),
    ],
    [
      scenario('listing (filtered)', {
        method: 'GET',
        url: `${api}/api/catalog/products?category=roller-shades&width=40&height=60&maxPrice=500&sort=price-asc`,
      }),
    ],
    [
      scenario('account/me', { method: 'GET', url: `${api}/api/account/me`, headers: owner }),
      scenario('raw node:http', { method: 'GET', url: `${raw}${RAW_PATH}` }),
    ],
  ];
}

/**
 * A rename of one window to one of two names in turn, so that every request really writes, sent as
 * the builder sends it: a command with `Prefer: return=minimal`.
 */
function renames(api: string, design: DesignFixture, itemId: string, tag: string) {
  const url = `${api}${DESIGN_API}/designs/${design.designId}/commands`;
  const headers = { cookie: design.cookie, prefer: 'return=minimal' };
  const rename = (label: string) => ({
    method: 'POST' as const,
    url,
    headers,
    body: { command: { type: 'window.rename', itemId, label } },
  });
  return [rename(`${tag}a`), rename(`${tag}b`)];
}

/**
 * Each client renames its own window; after the load, each window must carry the last name its
 * client was told was saved. Counts the windows that do not (a lost write).
 */
async function windowsNotRenamed(api: string, design: DesignFixture, lastAcknowledged: readonly unknown[]): Promise<number> {
  const response = await fetch(`${api}${DESIGN_API}/designs/${design.designId}`, { headers: { cookie: design.cookie } });
  if (!response.ok) throw new Error(`Loading the design after the load answered ${response.status}.`);
  const graph = (await response.json()) as { data: { items: { itemId: string; label: string }[] } };
  const labels = new Map(graph.data.items.map((item) => [item.itemId, item.label]));
  let lost = 0;
  for (const body of lastAcknowledged) {
    const command = (body as { command?: { itemId: string; label: string } } | null)?.command;
    if (command && labels.get(command.itemId) !== command.label) lost += 1;
  }
  return lost;
}

const SHOPPERS = 'window renames, 16 shoppers on their own designs';
const ONE_DESIGN = 'window renames, 32 clients on one design';

/** Scenarios of several clients, each with its own requests (see clients.ts). */
export function clientScenarios({ api, design, shoppers }: Servers): ClientsScenario[] {
  return [
    { name: 'window rename, 1 client', clients: [renames(api, design, design.itemIds[0] as string, 'W')] },
    {
      name: SHOPPERS,
      clients: shoppers.map((shopper) => renames(api, shopper, shopper.itemIds[0] as string, 'S')),
    },
    {
      name: ONE_DESIGN,
      clients: Array.from({ length: 32 }, (_, index) => renames(api, design, design.itemIds[index] as string, `C${index}`)),
      lostWrites: (lastAcknowledged) => windowsNotRenamed(api, design, lastAcknowledged),
    },
  ];
}

/** The measurements before the change (its table): renames a second, 16 shoppers. */
const RENAMES_BEFORE = { pglite: 55, postgres: 130 } as const;

/** The figures for one database. */
export function targetsFor(engine: 'pglite' | 'postgres'): Target[] {
  return [
    {
      kind: 'p99',
      label: 'a window rename, 16 shoppers each on their own design, p99',
      scenario: SHOPPERS,
      maxMs: engine === 'postgres' ? 20 : 50,
    },
    {
      kind: 'throughput',
      label: 'those renames, at least 10 times the throughput before',
      scenario: SHOPPERS,
      min: 10 * RENAMES_BEFORE[engine],
      before: `10 x the ${RENAMES_BEFORE[engine]}/s before`,
    },
    { kind: 'p99', label: '32 clients writing to one design, p99', scenario: ONE_DESIGN, maxMs: 100 },
    { kind: 'no failures', label: '32 clients writing to one design, no 5xx and no lost write', scenario: ONE_DESIGN },
    {
      kind: 'ratio',
      label: 'loading that design is at least 0.7 times as fast as the bare route',
      numerator: 'load',
      denominator: 'bare',
      min: 0.7,
    },
    // The floor is the bare route above (a string encoded on every answer); the API now keeps
    // a load's answer as bytes, so it is also held to a floor that does the same.
    {
      kind: 'ratio',
      label: 'loading that design is at least 0.7 times as fast as the bare route sending bytes',
      numerator: 'load',
      denominator: 'bare (bytes)',
      min: 0.7,
    },
    {
      kind: 'ratio',
      label: '/api/account/me is at least 0.6 times as fast as raw node:http',
      numerator: 'account/me',
      denominator: 'raw node:http',
      min: 0.6,
    },
  ];
}
