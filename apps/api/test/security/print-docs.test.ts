import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support.ts';

describe('the API page documents the print routes as PDF downloads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each([
    '/api/myaccount/estimates/{designId}/{timezoneOffset}/print',
    '/api/design-builder/estimates/{designId}/{timezoneOffset}/print',
  ])('%s answers 200 as application/pdf, not JSON', async (path) => {
    const document = (await (await t.guest()).request('GET', '/docs/json')).body;
    const ok = document.paths[path].get.responses['200'];
    expect(Object.keys(ok.content)).toEqual(['application/pdf']);
    expect(ok.content['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(ok.description).toMatch(/PDF/);
  });
});
