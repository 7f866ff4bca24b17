import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support.ts';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('the API document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents the 2xx answer of every operation', async () => {
    const client = await t.guest();
    const response = await client.request('GET', '/docs/json');
    const paths = response.body.paths as Record<string, Record<string, Operation>>;
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const answers = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
        const documented = answers.some(
          ([status, answer]) => status === '204' || Object.values(answer.content ?? {}).some((media) => media.schema),
        );
        if (!documented) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
