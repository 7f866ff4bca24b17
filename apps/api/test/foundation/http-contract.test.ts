import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

describe('HTTP contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a bad body with 400, a human message and details', async () => {
    const client = await t.guest();
    const response = await client.request('POST', '/api/account/login', { body: { email: 'not-an-email', password: '' } });
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(response.body.message).toBe('Please enter a valid email address.');
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'Please enter a valid email address.' },
        { path: 'body.password', message: 'Please enter your password.' },
      ]),
    );
  });

  it('answers a missing body with 400', async () => {
    const client = await t.guest();
    const response = await client.request('POST', '/api/account/login');
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('answers invalid JSON with 400', async () => {
    const client = await t.guest();
    const response = await client.request('POST', '/api/account/login', {
      body: '{"email": "shopper@example.com",',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorEnvelope(response, 400, 'BAD_REQUEST');
    expect(response.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const client = await t.guest();
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/account/nothing-here'],
      ['GET', '/installation/api/nope'],
    ] as const) {
      const response = await client.request(method, url);
      expectErrorEnvelope(response, 404, 'NOT_FOUND');
    }
  });

  it("sends a JSON answer the security headers of an API answer: not sniffed, not framed, not another site's", async () => {
    const client = await t.guest();
    for (const url of ['/api/account/me', '/api/no-such-thing']) {
      const response = await client.request('GET', url);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends a page the full set of security headers', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'eb-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Estimate Builder</title>');
    const withPages = await createTestApp({ webDist });
    try {
      const response = await (await withPages.guest()).request('GET', '/estimatebuilder/new');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await withPages.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('serves a build written in place while it runs: the new page and its new files, old files gone', async () => {
    const base = mkdtempSync(join(tmpdir(), 'eb-web-'));
    const webDist = join(base, 'dist');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(base, 'secret.txt'), 'not for the web');
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><script src="/assets/index-old.js"></script>');
    writeFileSync(join(webDist, 'assets', 'index-old.js'), 'console.log("old")');
    const withPages = await createTestApp({ webDist });
    try {
      const client = await withPages.guest();
      expect((await client.request('GET', '/assets/index-old.js')).status).toBe(200);

      // A new build replaces the files, as `npm run build` does, while the server runs.
      rmSync(join(webDist, 'assets', 'index-old.js'));
      writeFileSync(join(webDist, 'assets', 'index-new.js'), 'console.log("new")');
      writeFileSync(join(webDist, 'index.html'), '<!doctype html><script src="/assets/index-new.js"></script>');

      for (const path of ['/myaccount/estimates', '/']) {
        const page = await client.request('GET', path);
        expect(page.status).toBe(200);
        expect(page.body).toContain('/assets/index-new.js');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      const code = await client.request('GET', '/assets/index-new.js');
      expect(code.status).toBe(200);
      expect(code.body).toBe('console.log("new")');
      expect(code.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The old build's file is gone: a plain 404 the page's error boundary recognises, never the page.
      expectErrorEnvelope(await client.request('GET', '/assets/index-old.js'), 404, 'NOT_FOUND');
      // Nothing outside the build is reachable through it, and its folder is not listed.
      expectErrorEnvelope(await client.request('GET', '/assets/'), 404, 'NOT_FOUND');
      expectErrorEnvelope(await client.request('GET', '/assets/no-such-folder'), 404, 'NOT_FOUND');
      for (const outside of ['/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt', '/..%2fsecret.txt']) {
        const refused = await client.request('GET', outside);
        expect([403, 404], outside).toContain(refused.status);
        expect(JSON.stringify(refused.body), outside).not.toContain('not for the web');
      }
      // Unknown API paths still answer their JSON 404.
      expectErrorEnvelope(await client.request('GET', '/api/nothing-here'), 404, 'NOT_FOUND');
    } finally {
      await withPages.close();
      rmSync(base, { recursive: true, force: true });
    }
  });
});
