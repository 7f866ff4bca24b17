import { randomUUID } from 'node:crypto';
import { COMPARE_MESSAGES, comparePrintPath } from '@eb/domain/compare-designs';
import type { DesignGraph, Item } from '@eb/domain/design';
import { formatMoney } from '@eb/domain/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProduct } from '../catalog/helpers.ts';
import { addRoom, createDesign, saveDesign } from '../designs/helpers.ts';
import { getPdf, type PdfResponse, pdfText, wordBoxes } from '../print/print-helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

/** Single cell shade, 30% off. */
const LARKSPUR = '533002';
/** Cordless cellular shade at full price. */
const BASICS = '533004';

let t: TestApp;
let owner: Client;
let stranger: Client;
let budget: DesignGraph;
let premium: DesignGraph;

function windowOf(graph: DesignGraph, label: string): Item {
  const found = graph.items.find((item) => item.label === label);
  if (!found) throw new Error(`No window ${label}`);
  return found;
}

/**
 * A design whose first room is named `room` and holds the windows given (label, product, width),
 * and, when `office` is set, a second room 'Office' with a window 'Desk'.
 */
async function buildDesign(
  name: string,
  room: string,
  windows: { label: string; productId: string; width: number }[],
  office = false,
): Promise<DesignGraph> {
  let graph = await createDesign(owner, { design: { name } });
  const first = graph.containers[0];
  const firstWindow = first?.items[0];
  if (!first || !firstWindow) throw new Error('A new design has a room and a window');
  graph = await saveDesign(owner, graph.design.designId, { containers: [{ containerId: first.containerId, name: room }] });
  if (office) graph = await addRoom(owner, graph.design.designId, 'Office');
  const officeRoom = graph.containers.find((container) => container.name === 'Office');
  const items = windows.map((window, index) => ({
    itemId: index === 0 ? firstWindow : randomUUID(),
    containerId: first.containerId,
    label: window.label,
    itemType: 1,
    itemSource: 1,
  }));
  if (officeRoom) items.push({ itemId: randomUUID(), containerId: officeRoom.containerId, label: 'Desk', itemType: 1, itemSource: 1 });
  graph = await saveDesign(owner, graph.design.designId, { items });
  for (const window of windows) {
    graph = await setProduct(owner, graph.design.designId, windowOf(graph, window.label).itemId, window.productId, {
      width: window.width,
      height: 48,
    });
  }
  if (officeRoom) graph = await setProduct(owner, graph.design.designId, windowOf(graph, 'Desk').itemId, BASICS, { width: 30, height: 40 });
  return graph;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.guest();
  stranger = await t.guest();
  budget = await buildDesign('Budget Plan', 'Living Room', [
    { label: 'Bay', productId: BASICS, width: 30 },
    { label: 'Door', productId: LARKSPUR, width: 30 },
  ]);
  premium = await buildDesign(
    'Premium Plan',
    'living  ROOM',
    [
      { label: 'Bay', productId: LARKSPUR, width: 60 },
      { label: 'Door', productId: LARKSPUR, width: 30 },
    ],
    true,
  );
});

afterAll(async () => {
  await t?.close();
});

const print = (client: Client, ids: string[]) => getPdf(t, client.cookie, comparePrintPath(ids));
const failure = (answer: PdfResponse) => ({ status: answer.status, body: answer.json, headers: answer.headers });

/** The design column (0, 1) a word's left edge falls in: landscape letter, 40 pt margins, a 150 pt label column. */
const columnOf = (x: number) => Math.floor((x - 40 - 150) / ((792 - 80 - 150) / 2));

describe('the comparison PDF', () => {
  it("shows both designs' rooms and windows aligned, their products and prices, the lowest marked, and the totals, for anyone with the ids", async () => {
    const answer = await print(stranger, [budget.design.designId, premium.design.designId]);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename="Design-Comparison-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(answer.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = pdfText(answer.raw);
    const budgetBay = windowOf(budget, 'Bay');
    const premiumBay = windowOf(premium, 'Bay');
    for (const expected of [
      'DESIGN COMPARISON',
      'Budget Plan',
      'Premium Plan',
      'Living Room',
      'Office',
      'Bay',
      'Door',
      'Desk',
      'Not in this design',
      'Basics Cordless Cellular Shade',
      'Larkspur Single Cell Light Filtering Shade',
      formatMoney(budgetBay.subtotal),
      formatMoney(premiumBay.subtotal),
      `Subtotal ${formatMoney(budget.design.subtotal)}`,
      'Selected Items 2 3',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The two designs' living rooms are one room: its name is printed once.
    expect(text.match(/living room/gi)).toHaveLength(1);
    expect(text).toContain(formatMoney(premium.design.subtotal));

    // Lowest sits in the cheaper design's column on the Bay row; Door costs the same in both, so it is not marked there.
    expect(budgetBay.subtotal).not.toBe(premiumBay.subtotal);
    const cheaperBay = budgetBay.subtotal < premiumBay.subtotal ? 0 : 1;
    const words = wordBoxes(answer.raw);
    const rowTop = (label: string) => words.find((word) => word.text === label && word.xMin < 190)?.yMin ?? -1;
    const lowest = words.filter((word) => word.text === 'Lowest' && word.xMin >= 190);
    const onRow = (top: number, next: number) => lowest.filter((word) => word.yMin >= top && word.yMin < next);
    expect(onRow(rowTop('Bay'), rowTop('Door')).map((word) => columnOf(word.xMin))).toEqual([cheaperBay]);
    expect(onRow(rowTop('Door'), rowTop('Office'))).toEqual([]);
    // The lower subtotal is marked in the totals.
    const cheaperDesign = budget.design.subtotal < premium.design.subtotal ? 0 : 1;
    const subtotalTop = words.find((word) => word.text === 'Subtotal')?.yMin ?? -1;
    expect(lowest.filter((word) => Math.abs(word.yMin - subtotalTop) < 2).map((word) => columnOf(word.xMin))).toEqual([cheaperDesign]);
  });

  it('keeps the order asked for', async () => {
    const answer = await print(owner, [premium.design.designId, budget.design.designId]);
    expect(answer.status).toBe(200);
    const text = pdfText(answer.raw);
    expect(text.indexOf('Premium Plan')).toBeLessThan(text.indexOf('Budget Plan'));
  });
});

describe('the API page', () => {
  it('documents the comparison as a PDF, not JSON', async () => {
    const document = (await owner.request('GET', '/docs/json')).body;
    const ok = document.paths['/api/designs/compare/print'].get.responses['200'];
    expect(Object.keys(ok.content)).toEqual(['application/pdf']);
    expect(ok.content['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
  });
});

describe('what the comparison refuses', () => {
  const id = () => randomUUID();

  it('one design, five designs, an id that is not one, a repeated id or none: 400 with a sentence', async () => {
    const cases: [string, string][] = [
      [comparePrintPath([budget.design.designId]), COMPARE_MESSAGES.tooFew],
      [comparePrintPath([budget.design.designId, premium.design.designId, id(), id(), id()]), COMPARE_MESSAGES.tooMany],
      [comparePrintPath([budget.design.designId, 'not-a-design']), 'Please use a valid id.'],
      [comparePrintPath([budget.design.designId, budget.design.designId]), COMPARE_MESSAGES.repeated],
      ['/api/designs/compare/print', COMPARE_MESSAGES.tooFew],
    ];
    for (const [url, message] of cases) {
      const answer = await getPdf(t, owner.cookie, url);
      expectErrorEnvelope(failure(answer), 400, 'VALIDATION_FAILED');
      expect(answer.json.message, url).toBe(message);
    }
  });

  it('a design that does not exist: 404', async () => {
    const answer = await print(owner, [budget.design.designId, id()]);
    expectErrorEnvelope(failure(answer), 404, 'NOT_FOUND');
    expect(answer.json.message).toBe('We could not find that design.');
  });
});
