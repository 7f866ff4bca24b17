import { BARE_PATH } from './bare-server.ts';
import { DESIGN_API, DESIGN_NAME, type DesignFixture } from './design-fixture.ts';
import type { Target } from './report.ts';
import { type Scenario, scenario } from './scenario.ts';

/** Where the scenarios of one database run send their requests. */
export interface Servers {
  api: string;
  bare: string;
  design: DesignFixture;
}

/** The measured scenarios, in order. Add new ones here (and a target below if they have one). */
export function scenarios({ api, bare, design }: Servers): Scenario[] {
  const owner = { cookie: design.cookie };
  return [
    scenario('load', { method: 'GET', url: `${api}${DESIGN_API}/designs/${design.designId}`, headers: owner }),
    // Same name every time: nothing changes, but the whole change transaction (lock, load, version bump, reload) runs.
    scenario('save (rename)', {
      method: 'POST',
      url: `${api}${DESIGN_API}/designs/${design.designId}/rename`,
      headers: owner,
      body: { Name: DESIGN_NAME },
    }),
    // The configurator prices every change through the rules and saves it.
    scenario('configurator price', {
      method: 'PUT',
      url: `${api}/api/configurations/${design.configurationGuid}`,
      headers: owner,
      body: design.configurationBody,
    }),
    scenario('listing (filtered)', {
      method: 'GET',
      url: `${api}/api/catalog/products?category=roller-shades&width=40&height=60&maxPrice=500&sort=price-asc`,
    }),
    scenario('bare', { method: 'GET', url: `${bare}${BARE_PATH}` }),
  ];
}

export const targets: Target[] = [
  { label: 'loading that design is at least half as fast as the bare route', numerator: 'load', denominator: 'bare', min: 0.5 },
];
