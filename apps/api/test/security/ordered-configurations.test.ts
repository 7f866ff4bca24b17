import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designWithProducts, orderedDesign } from '../commerce/order-helpers.ts';
import { lockDesign } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

const LOCKED = 'This design has been ordered or locked and can no longer be changed.';

describe('a configuration on an ordered or locked design is read-only', () => {
  let t: TestApp;
  let shopper: Client;
  let rep: Client;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = await t.signIn('shopper@example.com');
    rep = await t.signIn('rep@example.com');
  });
  afterAll(() => t?.close());

  const change = (client: Client, guid: string, width: number) =>
    client.request('PUT', `/api/configurations/${guid}`, { body: { productId: '533459', width, height: 40, choices: {} } });

  async function expectUnchanged(guid: string, before: unknown) {
    const after = await shopper.request('GET', `/api/configurations/${guid}`);
    expect(after.body.data).toEqual(before);
  }

  it('on a placed order: 409 with a sentence for its owner and for a rep, and nothing changes', async () => {
    const { design } = await orderedDesign(t, shopper, 1);
    const guid = design.windows[0]!.guid;
    const before = (await shopper.request('GET', `/api/configurations/${guid}`)).body.data;
    for (const client of [shopper, rep]) {
      const response = await change(client, guid, 61);
      expectErrorEnvelope(response, 409, 'DESIGN_LOCKED');
      expect(response.body.message).toBe(LOCKED);
    }
    await expectUnchanged(guid, before);
  });

  it('on a locked design too, while an open design’s configuration still changes', async () => {
    const open = await designWithProducts(shopper, 1);
    const openGuid = open.windows[0]!.guid;
    const changed = await change(shopper, openGuid, 44);
    expect(changed.status).toBe(200);
    expect(changed.body.data.width).toBe(44);

    await lockDesign(t, open.designId);
    const before = (await shopper.request('GET', `/api/configurations/${openGuid}`)).body.data;
    expectErrorEnvelope(await change(shopper, openGuid, 45), 409, 'DESIGN_LOCKED');
    expectErrorEnvelope(await change(rep, openGuid, 45), 409, 'DESIGN_LOCKED');
    await expectUnchanged(openGuid, before);
  });
});
