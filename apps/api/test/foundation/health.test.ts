import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

describe('health and API docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 and names the database engine', async () => {
    const client = await t.guest();
    const response = await client.request('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { status: 'ok', database: t.engine } });
  });

  it('lists the sign-in call in the OpenAPI document', async () => {
    const client = await t.guest();
    const response = await client.request('GET', '/docs/json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toContain('/api/account/login');
    expect(response.body.paths['/api/account/login']).toHaveProperty('post');
  });

  // Last in the file: it takes the database away.
  it('answers 503 with the error envelope when the database is gone', async () => {
    const client = await t.guest();
    await t.db.destroy();
    const response = await client.request('GET', '/healthz');
    expectErrorEnvelope(response, 503, 'UNAVAILABLE');
  });
});
