import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoom, addWindow, BASE, createDesign, loadDesign } from '../designs/helpers.ts';
import { type Client, createTestApp, type TestApp, type TestResponse } from '../support.ts';

const SENTENCE = 'Text must not contain control characters or broken characters.';

function expectBadText(response: TestResponse, path: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: SENTENCE });
  expect(response.body.details).toEqual([{ path, message: SENTENCE }]);
}

describe('control characters and lone surrogates are refused with a sentence, not a 500', () => {
  let t: TestApp;
  let owner: Client;
  let designId: string;
  let itemId: string;
  let roomId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.guest();
    designId = (await createDesign(owner)).design.designId;
    roomId = (await addRoom(owner, designId, 'Kitchen')).containers[0]!.containerId;
    itemId = (await addWindow(owner, designId, roomId, 'W1')).items[0]!.itemId;
  });
  afterAll(() => t.close());

  it('design rename with U+0000', async () => {
    expectBadText(await owner.request('POST', `${BASE}/designs/${designId}/rename`, { body: { Name: 'Bad\u0000name' } }), 'body.Name');
  });

  it('window rename with a lone high surrogate', async () => {
    const response = await owner.request('POST', `${BASE}/designs/${designId}/items/${itemId}/rename`, { body: { Name: 'W\ud800' } });
    expectBadText(response, 'body.Name');
  });

  it('room rename with a lone low surrogate', async () => {
    const response = await owner.request('POST', `${BASE}/designs/${designId}/containers/${roomId}/rename`, {
      body: { Name: '\udc00Den' },
    });
    expectBadText(response, 'body.Name');
  });

  it('zip code through the save call', async () => {
    const response = await owner.request('POST', `${BASE}/designs`, { body: { design: { designId, zipCode: '303\u000001' } } });
    expectBadText(response, 'body.design.zipCode');
  });

  it('set-attribute, in the value and in the name', async () => {
    const value = await owner.request('POST', `${BASE}/designs/${designId}/set-attribute`, { body: { name: 'notes', value: 'a\u0000b' } });
    expectBadText(value, 'body.value');
    const name = await owner.request('POST', `${BASE}/designs/${designId}/set-attribute`, { body: { name: '\ud83d', value: 'x' } });
    expectBadText(name, 'body.name');
  });

  it('the newWindowName query of the configuration copy', async () => {
    const made = await owner.request('POST', '/api/configurations', { body: { productId: '533459', width: 40, height: 60, choices: {} } });
    expect(made.status).toBe(201);
    const guid = made.body.data.configurationGuid as string;
    const response = await owner.request('GET', `${BASE}/designs/configurations/${guid}/copy?newWindowName=%00`);
    expectBadText(response, 'query.newWindowName');
  });

  it('an analytics event payload, however deep', async () => {
    const response = await owner.request('POST', '/api/analytics/events', {
      body: { events: [{ name: 'design.save', payload: { design: { name: 'x\u0000' } }, occurredAt: new Date().toISOString() }] },
    });
    expectBadText(response, 'body.events.0.payload.design.name');
  });

  it('changes nothing, and clean text still goes through', async () => {
    const graph = await loadDesign(owner, designId);
    expect(graph.design.name).not.toContain('\u0000');
    const ok = await owner.request('POST', `${BASE}/designs/${designId}/rename`, { body: { Name: 'Café 😀' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.design.name).toBe('Café 😀');
  });
});
