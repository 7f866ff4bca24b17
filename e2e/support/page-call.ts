import type { Page } from '@playwright/test';

/**
 * A JSON call to the real API from inside the page: the page's origin (its host decides the site) and
 * session cookie go with it. Answers the status, the answer's `data` and its text (for a failure's message).
 */
export async function call<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T; text: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, data: text ? JSON.parse(text).data : undefined, text };
    },
    { method, path, body },
  );
}
