import { type Browser, expect } from '@playwright/test';
import { productOnFirstWindow } from './designs.ts';

const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;

/**
 * A shopper (a browser of their own) buys a one-window design: the cart, then the order, and with
 * `pay` paid on delivery. Answers the order number.
 */
export async function placedOrder(browser: Browser, baseURL: string, { pay = false }: { pay?: boolean } = {}): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  await productOnFirstWindow(page, designId);
  const placed = await page.evaluate(
    async ({ designId, pay }) => {
      const headers = (key: string) => ({ 'content-type': 'application/json', 'idempotency-key': key });
      const buy = (await (await fetch(`/api/design-builder/estimates/${designId}/buy`)).json()).data;
      const carted = await fetch('/estimatebuilder/addtocart', {
        method: 'POST',
        headers: headers(crypto.randomUUID()),
        body: JSON.stringify({ designId, lines: buy.lines }),
      });
      const order = await fetch('/api/orders', {
        method: 'POST',
        headers: headers(crypto.randomUUID()),
        body: JSON.stringify({
          contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '4045550199' },
          address: { line1: '2800 Cumberland Pkwy', line2: null, city: 'Atlanta', state: 'GA', zipCode: '30339' },
        }),
      });
      const orderNumber = (await order.json()).data.orderNumber as string;
      const statuses = [carted.status, order.status];
      if (pay) {
        const paid = await fetch(`/api/orders/${orderNumber}/pay`, {
          method: 'POST',
          headers: headers(crypto.randomUUID()),
          body: JSON.stringify({ method: 'pay-on-delivery' }),
        });
        statuses.push(paid.status);
      }
      return { statuses, orderNumber };
    },
    { designId, pay },
  );
  expect(placed.statuses).toEqual(pay ? [200, 201, 200] : [200, 201]);
  await context.close();
  return placed.orderNumber;
}
