import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoom, addWindow, BASE, createDesign, loadDesign } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

describe('state-changing requests from another site', () => {
  let t: TestApp;
  let owner: Client;
  let designId: string;
  let itemId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn('shopper@example.com');
    const design = await createDesign(owner);
    designId = design.design.designId;
    const withRoom = await addRoom(owner, designId, 'Kitchen');
    const roomId = withRoom.containers[0]!.containerId;
    const withWindow = await addWindow(owner, designId, roomId);
    itemId = withWindow.items.at(-1)!.itemId;
  });
  afterAll(() => t.close());

  // What a form or a no-cors fetch on another site can send: text/plain with an empty body.
  const textPlain = { 'content-type': 'text/plain' };

  it.each([
    ['copies', () => `${BASE}/designs/${designId}/items/${itemId}/copies/2`],
    ['quantity', () => `${BASE}/designs/${designId}/items/${itemId}/quantity/3`],
  ])('refuses a text/plain POST with an empty body to %s and changes nothing', async (_, url) => {
    const before = await loadDesign(owner, designId);
    const response = await owner.request('POST', url(), { body: '', headers: textPlain });
    expectErrorEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(response.body.message).toBe('Requests that change data must be sent as JSON (Content-Type: application/json).');
    const after = await loadDesign(owner, designId);
    expect(after.design.version).toBe(before.design.version);
    expect(after.items).toHaveLength(before.items.length);
  });

  it('refuses a text/plain sign-out and keeps the user signed in', async () => {
    const response = await owner.request('POST', '/api/account/logout', { body: '', headers: textPlain });
    expectErrorEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect((await owner.request('GET', '/api/account/me')).body.data.role).toBe('consumer');
  });

  it('refuses a state change with no content type at all', async () => {
    const response = await owner.request('DELETE', `${BASE}/designs/${designId}/items/${itemId}`, { headers: { 'content-type': '' } });
    expectErrorEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['application/json; charset=utf-16', 415],
    ['application/json; charset=latin1', 415],
    ['application/json; charset=UTF-8', 200],
    ['application/json; charset="utf-8"', 200],
  ])('answers JSON sent as %s with %d (JSON is UTF-8)', async (contentType, status) => {
    const response = await owner.request('POST', `${BASE}/designs/${designId}/items/${itemId}/quantity/2`, {
      body: '',
      headers: { 'content-type': contentType },
    });
    expect(response.status).toBe(status);
    if (status === 415)
      expect(response.body.message).toBe('Requests that change data must be sent as JSON (Content-Type: application/json).');
  });

  it('accepts an empty JSON body on routes that take none', async () => {
    const response = await owner.request('POST', `${BASE}/designs/${designId}/items/${itemId}/quantity/2`, {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.items.find((item: { itemId: string }) => item.itemId === itemId).quantity).toBe(2);
  });

  it('refuses a JSON POST whose Origin is another site', async () => {
    const response = await owner.request('POST', `${BASE}/designs/${designId}/rename`, {
      body: { Name: 'Hijacked' },
      headers: { origin: 'https://evil.example' },
    });
    expectErrorEnvelope(response, 403, 'CROSS_SITE_REQUEST');
    expect(response.body.message).toBe('Requests from another site cannot change data here.');
    expect((await loadDesign(owner, designId)).design.name).not.toBe('Hijacked');
  });

  it('refuses a JSON POST the browser marks Sec-Fetch-Site: cross-site', async () => {
    const response = await owner.request('POST', '/api/account/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expectErrorEnvelope(response, 403, 'CROSS_SITE_REQUEST');
    expect((await owner.request('GET', '/api/account/me')).body.data.role).toBe('consumer');
  });

  it('refuses an opaque (null) Origin', async () => {
    const response = await owner.request('POST', `${BASE}/designs/${designId}/rename`, {
      body: { Name: 'Sandboxed' },
      headers: { origin: 'null' },
    });
    expectErrorEnvelope(response, 403, 'CROSS_SITE_REQUEST');
  });

  it('lets same-origin and same-site browser requests through, and callers that send neither header', async () => {
    const sameOrigin = await owner.request('POST', `${BASE}/designs/${designId}/rename`, {
      body: { Name: 'Same origin' },
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
    const sameSite = await owner.request('POST', `${BASE}/designs/${designId}/rename`, {
      body: { Name: 'Same site' },
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.status).toBe(200);
    const byHost = await owner.request('POST', `${BASE}/designs/${designId}/rename`, {
      body: { Name: 'By host' },
      headers: { origin: 'http://localhost:80' },
    });
    expect(byHost.status).toBe(200);
    const plain = await owner.request('POST', `${BASE}/designs/${designId}/rename`, { body: { Name: 'No headers' } });
    expect(plain.status).toBe(200);
  });

  it('does not stop reads from another site', async () => {
    const response = await owner.request('GET', `${BASE}/designs/${designId}`, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });
});
