import { randomUUID } from 'node:crypto';
import type { DesignGraph } from '@eb/domain/design';
import { formatMoney } from '@eb/domain/format';
import { callerDay, PRINT_MESSAGES, printFileName, printPath } from '@eb/domain/sharing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProduct } from '../catalog/helpers.ts';
import { addRoom, BASE, createDesign, expectStatus, graphOf, REP_ID, saveDesign } from '../designs/helpers.ts';
import { type Client, createTestApp, type TestApp } from '../support.ts';
import { getPdf, overlappingWords, pdfPages, pdfText, wordBoxes } from './print-helpers.ts';

/** Single cell shade, 30% off (retail above the price: the savings line shows). */
const LARKSPUR = '533002';
/** Cordless cellular shade at full price. */
const BASICS = '533004';

const SITE11 = { host: 'site11.localhost' };
const SITE1 = { host: 'site1.localhost' };

let t: TestApp;
let owner: Client;
let stranger: Client;
let shopper: Client;
let rep: Client;
let design: DesignGraph;
let emptyDesign: DesignGraph;

function item(graph: DesignGraph, label: string) {
  const found = graph.items.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No window ${label}`);
  return found;
}

/** A design of two rooms: Living Room with two measured, configured windows (one of quantity 2), Bedroom with one. */
async function buildDesign(client: Client, headers?: Record<string, string>): Promise<DesignGraph> {
  let graph = await createDesign(client, { design: { name: 'Maple Street Home' } }, headers);
  const first = graph.containers[0];
  if (!first) throw new Error('A new design has a room');
  graph = await saveDesign(
    client,
    graph.design.designId,
    { containers: [{ containerId: first.containerId, name: 'Living Room' }] },
    headers,
  );
  graph = await addRoom(client, graph.design.designId, 'Primary Bedroom', headers);
  const bedroom = graph.containers.find((room) => room.name === 'Primary Bedroom');
  if (!bedroom) throw new Error('No bedroom');
  const firstWindow = graph.containers[0]?.items[0];
  if (!firstWindow) throw new Error('A new design has a window');
  graph = await saveDesign(
    client,
    graph.design.designId,
    {
      items: [
        { itemId: firstWindow, label: 'Bay Left' },
        { itemId: randomUUID(), containerId: first.containerId, label: 'Bay Right', itemType: 1, itemSource: 1 },
        { itemId: randomUUID(), containerId: bedroom.containerId, label: 'East Wall', itemType: 1, itemSource: 1 },
      ],
    },
    headers,
  );
  const id = graph.design.designId;
  await setProduct(client, id, item(graph, 'Bay Left').itemId, LARKSPUR, { width: 36.125, height: 48, choices: {} }, headers);
  await setProduct(client, id, item(graph, 'Bay Right').itemId, LARKSPUR, { width: 30, height: 60.5 }, headers);
  graph = await setProduct(client, id, item(graph, 'East Wall').itemId, BASICS, { width: 52.875, height: 64 }, headers);
  graph = graphOf(await client.request('POST', `${BASE}/designs/${id}/items/${item(graph, 'Bay Right').itemId}/quantity/2`, { headers }));
  graph = graphOf(await client.request('POST', `${BASE}/designs/${id}/items/${item(graph, 'East Wall').itemId}/quantity/3`, { headers }));
  return graph;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.guest();
  stranger = await t.guest();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
  design = await buildDesign(owner);
  emptyDesign = await createDesign(owner, { design: { name: 'Nothing Yet' } });
});

afterAll(async () => {
  await t?.close();
});

const url = (designId: string, offset = 0, query = '') => `${printPath(3, designId, offset)}${query}`;

describe('the residential PDF', () => {
  it('is a real PDF with the design, its rooms, windows, products, sizes, quantities, prices and totals, for anyone with the id', async () => {
    const answer = await getPdf(t, stranger.cookie, url(design.design.designId, 300));
    expectStatus({ status: answer.status, body: answer.json, headers: answer.headers }, 200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const fileName = printFileName('Maple Street Home', callerDay(new Date(), 300), false);
    expect(fileName).toMatch(/^Maple-Street-Home-Residential-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);

    const text = pdfText(answer.raw);
    const bayLeft = item(design, 'Bay Left');
    const bayRight = item(design, 'Bay Right');
    const eastWall = item(design, 'East Wall');
    for (const expected of [
      'Brightline Blinds',
      'Maple Street Home',
      'A Living Room',
      'B Primary Bedroom',
      'Bay Left',
      'Bay Right',
      'East Wall',
      'Larkspur Single Cell Light Filtering Shade',
      'Basics Cordless Cellular Shade',
      '36 1/8" W × 48" H',
      '30" W × 60 4/8" H',
      '52 7/8" W × 64" H',
      // Unit prices, line totals (quantity 2 doubles one) and regular prices.
      formatMoney(bayLeft.itemProduct?.price),
      formatMoney(bayRight.subtotal),
      `Reg. ${formatMoney(bayRight.retail)}`,
      formatMoney(eastWall.subtotal),
      // Room totals and design totals, with the savings line (retail is above the subtotal).
      `Room A total ${formatMoney(design.containers[0]?.price)}`,
      `Room B total ${formatMoney(design.containers[1]?.price)}`,
      `Retail Price ${formatMoney(design.design.retail)}`,
      `You'll Save ${formatMoney(design.design.retail - design.design.subtotal)}`,
      `Subtotal ${formatMoney(design.design.subtotal)}`,
      'Shipping FREE',
      `Pretax Total ${formatMoney(design.design.subtotal)}`,
      'Est. Shipping',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Options of the product are listed (the defaults of the configuration).
    expect(text).toMatch(/Color: \w+/);
    expect(text).toMatch(/Mount: (Inside|Outside) Mount/);
    // Each row reads: window, product, size, quantity, unit price, line total.
    expect([bayLeft.quantity, bayRight.quantity, eastWall.quantity]).toEqual([1, 2, 3]);
    for (const [line, size] of [
      [bayLeft, '36 1/8" W × 48" H'],
      [bayRight, '30" W × 60 4/8" H'],
      [eastWall, '52 7/8" W × 64" H'],
    ] as const) {
      expect(text).toContain(
        `${line.label} ${line.itemProduct?.productName} ${size} ${line.quantity} ${formatMoney(line.itemProduct?.price)} ${formatMoney(line.subtotal)}`,
      );
    }
    // Nobody's signature on a print that no rep made.
    expect(text).not.toContain('Your design consultant');
    expect(text).not.toContain('COMMERCIAL');
  });

  it('writes its dates in M/DD/YYYY on site 3 (Est. Shipping) and in MMM D on site 11 (Est. Delivery), with the site brand', async () => {
    const shipping = pdfText((await getPdf(t, owner.cookie, url(design.design.designId))).raw);
    expect(shipping).toMatch(/Est\. Shipping:? \d{1,2}\/\d{2}\/\d{4}/);

    const onSite11 = await getPdf(t, owner.cookie, printPath(11, design.design.designId, 0), SITE11);
    expect(onSite11.status).toBe(200);
    const text = pdfText(onSite11.raw);
    expect(text).toContain('Harborline Home Improvement');
    expect(text).toMatch(/Est\. Delivery:? [A-Z][a-z]{2} \d{1,2}\b/);
    expect(text).not.toContain('Brightline Blinds');
    // Every date on a site is written the one way (doc 000 §9): the estimate's created and printed days too.
    expect(shipping).toMatch(/Created:? \d{1,2}\/\d{2}\/\d{4}/);
    expect(shipping).toMatch(/Printed:? \d{1,2}\/\d{2}\/\d{4}, /);
    expect(text).toMatch(/Created:? [A-Z][a-z]{2} \d{1,2}\b/);
    expect(text).toMatch(/Printed:? [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M/);
  });

  it('dates the estimate in the caller’s time zone', async () => {
    // Created a little after midnight UTC: the evening before for a caller five hours behind.
    await t.db
      .updateTable('designs')
      .set({ created_at: new Date('2026-03-10T02:30:00Z') })
      .where('id', '=', design.design.designId)
      .execute();
    const utc = pdfText((await getPdf(t, owner.cookie, url(design.design.designId, 0))).raw);
    const eastern = pdfText((await getPdf(t, owner.cookie, url(design.design.designId, 300))).raw);
    const tokyo = pdfText((await getPdf(t, owner.cookie, url(design.design.designId, -540))).raw);
    expect(utc).toContain('Created 3/10/2026');
    expect(eastern).toContain('Created 3/09/2026');
    expect(tokyo).toContain('Created 3/10/2026');
    expect(utc).toContain('(UTC+00:00)');
    expect(eastern).toContain('(UTC-05:00)');
    expect(tokyo).toContain('(UTC+09:00)');
    // The printed time moves with the offset: five hours apart.
    const clock = (text: string) => {
      const match = /Printed \d{1,2}\/\d{2}\/\d{4}, (\d+):(\d{2}) (AM|PM)/.exec(text);
      if (!match) throw new Error(`No printed time in ${text}`);
      return ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + Number(match[2]);
    };
    // Printed one after the other, a minute may turn between the two (never more on any machine here).
    expect([300, 299]).toContain((clock(utc) - clock(eastern) + 1440) % 1440);
  });

  it('answers on both paths on site 3; site 3’s own path is not there on other sites', async () => {
    const own = await getPdf(t, owner.cookie, printPath(3, design.design.designId, 0));
    const shared = await getPdf(t, owner.cookie, printPath(11, design.design.designId, 0));
    expect(own.status).toBe(200);
    expect(shared.status).toBe(200);
    expect(pdfText(shared.raw)).toContain('Maple Street Home');

    const wrongSite = await getPdf(t, owner.cookie, printPath(3, design.design.designId, 0), SITE11);
    expect(wrongSite.status).toBe(404);
    expect(wrongSite.json).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('/api/design-builder/estimates/') });
  });

  it('refuses a design without products with 409 and a sentence, and an unknown design with 404', async () => {
    const empty = await getPdf(t, owner.cookie, url(emptyDesign.design.designId));
    expect(empty.status).toBe(409);
    expect(empty.json).toEqual({ code: 'CONFLICT', message: PRINT_MESSAGES.noProducts });

    const unknown = await getPdf(t, owner.cookie, url(randomUUID()));
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('NOT_FOUND');
    const unknownOn11 = await getPdf(t, owner.cookie, printPath(11, randomUUID(), 0), SITE11);
    expect(unknownOn11.status).toBe(404);
  });

  it('refuses a bad time zone offset, a bad design id and a bad query with 400', async () => {
    const id = design.design.designId;
    for (const offset of ['abc', '1.5', '721', '-841', '99999', '%20']) {
      const answer = await getPdf(t, owner.cookie, `/api/myaccount/estimates/${id}/${offset}/print`);
      expect(answer.status, offset).toBe(400);
      expect(answer.json.message, offset).toContain(PRINT_MESSAGES.badOffset);
    }
    for (const offset of ['720', '-840', '0', '-0']) {
      expect((await getPdf(t, owner.cookie, `/api/myaccount/estimates/${id}/${offset}/print`)).status, offset).toBe(200);
    }
    expect((await getPdf(t, owner.cookie, '/api/myaccount/estimates/not-a-uuid/0/print')).status).toBe(400);
    for (const query of [
      '?variant=poster',
      '?variant=commercial&dimensions=yes',
      '?variant=commercial&pricing=0',
      '?color=red',
      '?dimensions=false',
    ]) {
      const answer = await getPdf(t, rep.cookie, url(id, 0, query));
      expect(answer.status, query).toBe(400);
      expect(answer.json.code, query).toMatch(/^(VALIDATION_FAILED|BAD_REQUEST)$/);
    }
    const switches = await getPdf(t, rep.cookie, url(id, 0, '?dimensions=false'));
    expect(switches.json.message).toContain(PRINT_MESSAGES.switchesCommercialOnly);
  });
});

describe('the commercial PDF', () => {
  it('is for reps only: 403 for a guest and a signed-in shopper, and on a site without commercial printing', async () => {
    const id = design.design.designId;
    for (const client of [owner, shopper]) {
      const answer = await getPdf(t, client.cookie, printPath(3, id, 0, { dimensions: true, pricing: true }));
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ code: 'FORBIDDEN', message: PRINT_MESSAGES.repsOnly });
    }
    const site1 = await getPdf(t, rep.cookie, printPath(1, id, 0, { dimensions: true, pricing: true }), SITE1);
    expect(site1.status).toBe(403);
    expect(site1.json.message).toBe(PRINT_MESSAGES.commercialOff);
    // The residential one is there for the shopper.
    expect((await getPdf(t, shopper.cookie, url(id))).status).toBe(200);
  });

  it('carries sizes, prices and the rep’s signature by default, with its own file name', async () => {
    await t.db
      .insertInto('rep_signatures')
      .values({
        rep_id: REP_ID,
        site_id: 3,
        name: 'Dana Whitfield',
        email: 'dana@brightline.test',
        phone: '(555) 010-0123',
        extension: '42',
      })
      .onConflict((conflict) => conflict.columns(['rep_id', 'site_id']).doNothing())
      .execute();
    const answer = await getPdf(t, rep.cookie, printPath(3, design.design.designId, 0, { dimensions: true, pricing: true }), {
      'x-repid': REP_ID,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${printFileName('Maple Street Home', callerDay(new Date(), 0), true)}"`,
    );
    const text = pdfText(answer.raw);
    for (const expected of [
      'COMMERCIAL ESTIMATE',
      'Your design consultant',
      'Dana Whitfield',
      'dana@brightline.test',
      'Phone (555) 010-0123 ext. 42',
      '36 1/8" W × 48" H',
      formatMoney(item(design, 'Bay Right').subtotal),
      `Subtotal ${formatMoney(design.design.subtotal)}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('leaves the sizes out without dimensions and the line prices out without pricing, keeping the totals', async () => {
    const id = design.design.designId;
    const noSizes = pdfText((await getPdf(t, rep.cookie, printPath(3, id, 0, { dimensions: false, pricing: true }))).raw);
    expect(noSizes).not.toContain('36 1/8"');
    expect(noSizes).not.toContain('Size (W × H)');
    expect(noSizes).toContain(formatMoney(item(design, 'Bay Left').itemProduct?.price));

    const noPrices = pdfText((await getPdf(t, rep.cookie, printPath(3, id, 0, { dimensions: true, pricing: false }))).raw);
    expect(noPrices).toContain('36 1/8" W × 48" H');
    expect(noPrices).not.toContain('Unit Price');
    for (const line of [item(design, 'Bay Left'), item(design, 'Bay Right'), item(design, 'East Wall')]) {
      expect(noPrices).not.toContain(formatMoney(line.itemProduct?.price));
    }
    // Line totals go too (East Wall's is also its room's total, which stays).
    expect(noPrices).not.toContain(formatMoney(item(design, 'Bay Left').subtotal));
    expect(noPrices).not.toContain(formatMoney(item(design, 'Bay Right').subtotal));
    expect(noPrices).not.toContain('Reg. ');
    expect(noPrices).toContain(`Room A total ${formatMoney(design.containers[0]?.price)}`);
    expect(noPrices).toContain(`Pretax Total ${formatMoney(design.design.subtotal)}`);

    const neither = pdfText((await getPdf(t, rep.cookie, printPath(3, id, 0, { dimensions: false, pricing: false }))).raw);
    expect(neither).not.toContain('52 7/8"');
    expect(neither).not.toContain(formatMoney(item(design, 'East Wall').itemProduct?.price));
    expect(neither).not.toContain(formatMoney(item(design, 'Bay Right').subtotal));
    expect(neither).toContain('Basics Cordless Cellular Shade');
  });

  it('also prints on site 11 through the design-builder path; a rep without a saved signature shows the sign-in email', async () => {
    const answer = await getPdf(t, rep.cookie, printPath(11, design.design.designId, 0, { dimensions: true, pricing: true }), SITE11);
    expect(answer.status).toBe(200);
    const text = pdfText(answer.raw);
    expect(text).toContain('Harborline Home Improvement');
    expect(text).toContain('Your design consultant');
    expect(text).toContain('rep@example.com');
    expect(text).not.toContain('Dana Whitfield');
  });

  it('puts the rep’s signature on the residential PDF a rep prints', async () => {
    const text = pdfText((await getPdf(t, rep.cookie, url(design.design.designId))).raw);
    expect(text).toContain('Dana Whitfield');
    expect(text).not.toContain('COMMERCIAL');
  });
});

describe('the API document', () => {
  it('lists both print paths', async () => {
    const response = await owner.request('GET', '/docs/json');
    expect(response.status).toBe(200);
    for (const path of [
      '/api/myaccount/estimates/{designId}/{timezoneOffset}/print',
      '/api/design-builder/estimates/{designId}/{timezoneOffset}/print',
    ]) {
      expect(response.body.paths[path], path).toHaveProperty('get');
    }
  });
});

describe('a long design', () => {
  it('breaks 60 windows over pages, repeats the room and column headings, and never draws text over text', async () => {
    let graph = await createDesign(owner, { design: { name: 'Harbor View Office Building' } });
    const id = graph.design.designId;
    const rooms = ['Lobby', 'Conference Room', 'Open Office'];
    const first = graph.containers[0];
    if (!first) throw new Error('No room');
    graph = await saveDesign(owner, id, {
      containers: [{ containerId: first.containerId, name: 'Lobby' }, { name: 'Conference Room' }, { name: 'Open Office' }],
    });
    const ids = graph.containers.map((room) => room.containerId);
    const firstWindow = first.items[0];
    if (!firstWindow) throw new Error('No window');
    const items = Array.from({ length: 60 }, (_, index) => ({
      itemId: index === 0 ? firstWindow : randomUUID(),
      containerId: ids[Math.min(2, Math.floor(index / 20))] as string,
      label: `Office ${index + 1}`,
      itemType: 1,
      itemSource: 1,
    }));
    graph = await saveDesign(owner, id, { items });
    expect(graph.items).toHaveLength(60);
    for (const [index, window] of graph.items.entries()) {
      await setProduct(owner, id, window.itemId, index % 2 ? LARKSPUR : BASICS, { width: 24 + (index % 8) / 8, height: 36 + index });
    }
    const answer = await getPdf(t, owner.cookie, url(id, 300));
    expect(answer.status).toBe(200);
    const pages = pdfPages(answer.raw);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = pdfText(answer.raw);
    for (let index = 1; index <= 60; index += 1) expect(text).toContain(`Office ${index} `);
    for (const room of rooms) expect(text).toContain(room);
    expect(text).toMatch(/\(continued\)/);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // Each page after the first repeats the column headings.
    const words = wordBoxes(answer.raw);
    expect(words.length).toBeGreaterThan(60 * 10);
    for (let page = 1; page <= pages; page += 1) {
      expect(words.some((word) => word.page === page && word.text === 'Qty')).toBe(true);
    }
    expect(overlappingWords(words)).toEqual([]);
    // Nothing runs off the page.
    expect(words.every((word) => word.xMin >= 0 && word.xMax <= 612 && word.yMax <= 792)).toBe(true);
  });
});
