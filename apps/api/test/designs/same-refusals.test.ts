import { randomUUID } from 'node:crypto';
import type { DesignCommand } from '@eb/domain/commands/command';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productById, ROLLER, setProduct } from '../catalog/helpers.ts';
import { type Client, createTestApp, type TestApp, type TestResponse } from '../support.ts';
import {
  attributeChangeCount,
  attributeValue,
  BASE,
  createDesign,
  createMandiDesign,
  firstWindow,
  graphOf,
  itemOf,
  loadDesign,
  product,
  putProduct,
  repHeaders,
} from './helpers.ts';

/**
 * The spec's edit routes are adapters of the commands (ARCHITECTURE "One truth"): an edit one of
 * them refuses, `POST /designs/{id}/commands` refuses with the same status, code and sentence, and
 * an edit one of them takes, the other takes too.
 */
let t: TestApp;
let rep: Client;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('rep@example.com');
});
afterAll(() => t.close());

const refusal = (response: TestResponse) => ({ status: response.status, code: response.body?.code, message: response.body?.message });

function sendCommand(client: Client, designId: string, command: DesignCommand, headers?: Record<string, string>) {
  return client.request('POST', `${BASE}/designs/${designId}/commands`, { body: { command }, headers });
}

describe('one refusal, whichever route asks', () => {
  it("refuses a width outside the product's limits on the attribute, measurements and command routes alike", async () => {
    const owner = await t.guest();
    const created = await createDesign(owner);
    const designId = created.design.designId;
    const { itemId } = firstWindow(created);
    await setProduct(owner, designId, itemId, ROLLER);
    const { minWidth, maxWidth } = productById(ROLLER);
    const tooWide = maxWidth + 1;
    const expected = {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: `Width must be between ${Math.floor(minWidth)} and ${maxWidth} inches.`,
    };

    const url = (path: string) => `${BASE}/designs/${designId}/items/${itemId}/${path}`;
    const answers = [
      await owner.request('POST', url('attribute'), { body: { attributeId: 'width', value: String(tooWide) } }),
      await owner.request('POST', url('measurements'), { body: { Width: tooWide, Height: 40 } }),
      await sendCommand(owner, designId, { type: 'window.attributes', itemId, values: { width: String(tooWide) } }),
    ];
    for (const answer of answers) expect(refusal(answer)).toEqual(expected);
    expect(attributeValue(itemOf(await loadDesign(owner, designId), itemId), 'width')).toBe('40');
  });

  it('on a measure-and-install design, takes a rep’s width without a reason and asks a reason for a category, on every route', async () => {
    const owner = await t.guest();
    const created = await createMandiDesign(owner);
    const designId = created.design.designId;
    const { itemId } = firstWindow(created);
    const url = `${BASE}/designs/${designId}/items/${itemId}/attribute`;

    // Measurements are the rep's without a reason (doc 000 §6), by either route.
    const byRoute = graphOf(await rep.request('POST', url, { body: { attributeId: 'width', value: '30' }, headers: repHeaders }));
    expect(attributeValue(itemOf(byRoute, itemId), 'width')).toBe('30');
    const byCommand = await sendCommand(rep, designId, { type: 'window.attributes', itemId, values: { width: '31' } }, repHeaders);
    expect(byCommand.status).toBe(200);
    expect(attributeValue(itemOf(await loadDesign(rep, designId), itemId), 'width')).toBe('31');

    // The customer may not measure: the same 403 and sentence on both.
    const customer = [
      await owner.request('POST', url, { body: { attributeId: 'width', value: '32' } }),
      await sendCommand(owner, designId, { type: 'window.attributes', itemId, values: { width: '32' } }),
    ];
    expect(refusal(customer[0] as TestResponse).status).toBe(403);
    expect(refusal(customer[1] as TestResponse)).toEqual(refusal(customer[0] as TestResponse));

    // The mandi edit attributes form needs a reason (doc 000 §5): the same 400 on both.
    const noReason = [
      await rep.request('POST', url, { body: { attributeId: 'category', value: 'verticals' }, headers: repHeaders }),
      await sendCommand(rep, designId, { type: 'window.attributes', itemId, values: { category: 'verticals' } }, repHeaders),
    ];
    for (const answer of noReason) {
      expect(refusal(answer)).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'Reason is required.' });
    }
    expect(await attributeChangeCount(t, itemId)).toBe(2);
  });

  it('refuses a window name that is too long or taken on the rename, bulk rename, save and command routes alike', async () => {
    const owner = await t.guest();
    const created = await createDesign(owner, {
      design: {},
      containers: [{ containerId: randomUUID() }],
      items: [{ label: 'Left' }, { label: 'Right' }],
    });
    const designId = created.design.designId;
    const [left, right] = created.items.map((item) => item.itemId) as [string, string];
    const tries = (label: string) => [
      owner.request('POST', `${BASE}/designs/${designId}/items/${left}/rename`, { body: { Name: label } }),
      owner.request('POST', `${BASE}/designs/${designId}/items/rename`, { body: [{ designId, itemId: left, newLabel: label }] }),
      owner.request('POST', `${BASE}/designs`, { body: { design: { designId }, items: [{ itemId: left, label }] } }),
      sendCommand(owner, designId, { type: 'window.rename', itemId: left, label }),
    ];
    for (const [label, message] of [
      ['Window 1234', 'Window name must not exceed 10 characters.'],
      ['right', 'Window name must be unique.'],
      ['  ', 'Please enter a Window name.'],
    ] as const) {
      for (const answer of await Promise.all(tries(label))) {
        expect(refusal(answer)).toEqual({ status: 400, code: 'VALIDATION_FAILED', message });
      }
    }
    expect((await loadDesign(owner, designId)).design.version).toBe(1);
    // Renamed together, two windows may swap names (the bulk rename is judged as a whole).
    const swapped = graphOf(
      await owner.request('POST', `${BASE}/designs/${designId}/items/rename`, {
        body: [
          { designId, itemId: left, newLabel: 'Right' },
          { designId, itemId: right, newLabel: 'Left' },
        ],
      }),
    );
    expect([itemOf(swapped, left).label, itemOf(swapped, right).label]).toEqual(['Right', 'Left']);
  });

  it('refuses to duplicate a window or room with an invalid product with one code and sentence', async () => {
    const owner = await t.guest();
    const created = await createDesign(owner);
    const designId = created.design.designId;
    const { containerId, itemId } = firstWindow(created);
    await putProduct(t, itemId, product({ isValid: false }));
    const answers = [
      await owner.request('POST', `${BASE}/designs/${designId}/items/${itemId}/copy`, { body: { Name: 'Copy' } }),
      await owner.request('POST', `${BASE}/designs/${designId}/containers/${containerId}/copy`, { body: {} }),
      await sendCommand(owner, designId, { type: 'window.copy', itemId, newItemIds: [randomUUID()] }),
      await sendCommand(owner, designId, { type: 'room.copy', containerId, newContainerId: randomUUID(), newItemIds: [randomUUID()] }),
    ];
    for (const answer of answers) {
      expect(refusal(answer)).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Window 1 has a product that must be edited, swapped or removed before it can be duplicated.',
      });
    }
    // Duplicate Design speaks of the whole design, with the same code.
    expect(refusal(await owner.request('POST', `${BASE}/designs/${designId}/copy`, { body: { Name: 'Copy' } }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Edit, swap or remove the invalid or discontinued products before duplicating this design.',
    });
  });

  it("refuses someone else's edit with one code and sentence on every edit route and the command route", async () => {
    const owner = await t.guest();
    const stranger = await t.guest();
    const created = await createDesign(owner);
    const designId = created.design.designId;
    const { containerId, itemId } = firstWindow(created);
    const design = `${BASE}/designs/${designId}`;
    const answers = await Promise.all([
      stranger.request('POST', `${design}/rename`, { body: { Name: 'Mine now' } }),
      stranger.request('POST', `${design}/containers/${containerId}/rename`, { body: { Name: 'Den' } }),
      stranger.request('DELETE', `${design}/containers/${containerId}`),
      stranger.request('POST', `${design}/items/${itemId}/rename`, { body: { Name: 'Bay' } }),
      stranger.request('POST', `${design}/items/${itemId}/quantity/3`),
      stranger.request('POST', `${design}/items/${itemId}/attribute`, { body: { attributeId: 'width', value: '30' } }),
      stranger.request('DELETE', `${design}/items/${itemId}`),
      sendCommand(stranger, designId, { type: 'window.quantity', itemId, quantity: 3 }),
      sendCommand(stranger, designId, { type: 'room.rename', containerId, name: 'Den' }),
    ]);
    for (const answer of answers) {
      expect(refusal(answer)).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: 'Only the owner of this design or a sales representative can change it.',
      });
    }
    expect((await loadDesign(owner, designId)).design.version).toBe(1);
  });

  it('refuses a quantity on a measure-and-install design with one code and sentence, by route or command', async () => {
    const owner = await t.guest();
    const created = await createMandiDesign(owner);
    const designId = created.design.designId;
    const { itemId } = firstWindow(created);
    const answers = [
      await rep.request('POST', `${BASE}/designs/${designId}/items/${itemId}/quantity/2`, { headers: repHeaders }),
      await sendCommand(rep, designId, { type: 'window.quantity', itemId, quantity: 2 }, repHeaders),
    ];
    for (const answer of answers) {
      expect(refusal(answer)).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: 'Quantities cannot be changed on a measure-and-install design.',
      });
    }
  });
});
