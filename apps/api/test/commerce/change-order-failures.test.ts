import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { autoReleaseOrder, changeOrderCall, dataOf, designState, designWithProducts, orderState } from './order-helpers.ts';

/**
 * A change order that fails at any step leaves the order exactly as it was (issue 12: no half-applied
 * change order): its row (totals, version), lines, payments, the open change order, the designs and
 * their kept tax are compared before and after each failure.
 */
let t: TestApp;
let shopper: Client;
let rep: Client;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
});
afterAll(() => t?.close());

/** Everything a failed step must not move: the order as stored and as answered, and the design. */
async function snapshot(orderNumber: string, designId: string) {
  return {
    stored: await orderState(t, orderNumber),
    answered: dataOf(await shopper.request('GET', `/api/orders/${orderNumber}`)),
    design: await designState(t, designId),
  };
}

const start = async (orderNumber: string) => dataOf(await changeOrderCall(rep, 'startchangeorder', orderNumber));

describe('failures at each step leave the order as it was', () => {
  it('add before start (409) and complete with nothing staged (409)', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 1);
    const before = await snapshot(order.orderNumber, design.designId);
    const early = await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [design.windows[0]?.guid] });
    expectErrorEnvelope(early, 409, 'CONFLICT');
    expect(early.body.message).toBe('Start a change order for this order first.');
    const nothing = await changeOrderCall(rep, 'completechangeorder', order.orderNumber);
    expectErrorEnvelope(nothing, 409, 'CONFLICT');
    expect(nothing.body.message).toBe('There is no change order to complete for this order.');
    expect(await snapshot(order.orderNumber, design.designId)).toEqual(before);

    await start(order.orderNumber);
    const staged = await snapshot(order.orderNumber, design.designId);
    const empty = await changeOrderCall(rep, 'completechangeorder', order.orderNumber);
    expectErrorEnvelope(empty, 409, 'CONFLICT');
    expect(empty.body.message).toBe('Add line items to the change order before completing it.');
    expect(await snapshot(order.orderNumber, design.designId)).toEqual(staged);
  });

  it('bad guids at add: unknown ones, windows of a design not tied to the order, one bad among good ones (400); nothing staged', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 2);
    const untied = await designWithProducts(rep, 1, { 'x-repid': 'R1001' });
    await start(order.orderNumber);
    const before = await snapshot(order.orderNumber, design.designId);
    const good = design.windows.map((window) => window.guid);
    for (const body of [[randomUUID()], [untied.windows[0]?.guid], [...good, randomUUID()]]) {
      const answer = await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body });
      expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
      expect(answer.body.message).toBe(`A line item group is not a window of a design tied to order ${order.orderNumber.toUpperCase()}.`);
      expect(await snapshot(order.orderNumber, design.designId)).toEqual(before);
    }
    // A window of the order's own (ordered) design is no auto-release window either.
    const own = await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [order.lines[0].lineItemGroupGuid] });
    expectErrorEnvelope(own, 400, 'BAD_REQUEST');
    // Another order's auto-release design does not belong to this order.
    const other = await autoReleaseOrder(t, shopper, rep, 1);
    expectErrorEnvelope(
      await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [other.design.windows[0]?.guid] }),
      400,
      'BAD_REQUEST',
    );
    expect(await snapshot(order.orderNumber, design.designId)).toEqual(before);
  });

  it('a window already on the order, and a design already completed or locked (409); nothing staged', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 2);
    const [a] = design.windows.map((window) => window.guid);
    await start(order.orderNumber);
    dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [a] }));
    dataOf(await changeOrderCall(rep, 'completechangeorder', order.orderNumber));
    await start(order.orderNumber);
    const before = await snapshot(order.orderNumber, design.designId);
    const onOrder = await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [a] });
    expectErrorEnvelope(onOrder, 409, 'CONFLICT');
    expect(onOrder.body.message).toBe(`These windows are already on the order: ${design.windows[0]?.label}.`);
    // The second window's design was completed (and locked) with the first.
    const locked = await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [design.windows[1]?.guid] });
    expectErrorEnvelope(locked, 409, 'DESIGN_LOCKED');
    expect(await snapshot(order.orderNumber, design.designId)).toEqual(before);
  });

  it('a configuration that became invalid between add and complete fails the completion (409) and changes nothing; fixed, it completes', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 2);
    const guids = design.windows.map((window) => window.guid);
    await start(order.orderNumber);
    dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: guids }));
    const before = await snapshot(order.orderNumber, design.designId);
    const configuration = await t.db
      .selectFrom('configurations')
      .selectAll()
      .where('guid', '=', guids[1] as string)
      .executeTakeFirstOrThrow();
    // A size no price grid has: priced again, the configuration is no longer valid.
    await t.db
      .updateTable('configurations')
      .set({ width: 9999 })
      .where('guid', '=', guids[1] as string)
      .execute();

    const failed = await changeOrderCall(rep, 'completechangeorder', order.orderNumber);
    expectErrorEnvelope(failed, 409, 'CONFLICT');
    expect(failed.body.message).toBe(`Please check the following windows and try again: ${design.windows[1]?.label}`);
    const after = await snapshot(order.orderNumber, design.designId);
    expect(after).toEqual(before);
    expect(after.stored.changeOrders).toEqual([expect.objectContaining({ status: 'lines-added', line_item_group_guids: guids })]);
    expect(after.design.attributes.isAutoReleaseCompleted).toBeUndefined();
    expect(after.design.design.is_locked_or_ordered).toBe(false);

    // A discontinued product fails it the same way.
    const discontinued = products.find((product) => product.status === 'Discontinued');
    await t.db
      .updateTable('configurations')
      .set({ width: configuration.width, product_id: String(discontinued?.productId) })
      .where('guid', '=', guids[1] as string)
      .execute();
    expectErrorEnvelope(await changeOrderCall(rep, 'completechangeorder', order.orderNumber), 409, 'CONFLICT');
    expect(await snapshot(order.orderNumber, design.designId)).toEqual(before);

    await t.db
      .updateTable('configurations')
      .set({ product_id: configuration.product_id })
      .where('guid', '=', guids[1] as string)
      .execute();
    const done = dataOf(await changeOrderCall(rep, 'completechangeorder', order.orderNumber));
    expect(done.order.lines).toHaveLength(order.lines.length + 2);
  });

  it('a failure at the last write of the completion (locking the design) rolls back the lines, totals, tax and change order', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 2);
    await start(order.orderNumber);
    dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: design.windows.map((window) => window.guid) }));
    const before = await snapshot(order.orderNumber, design.designId);
    // The database refuses to lock this one design, after every other write of the completion was made.
    const trigger = `refuse_lock_${design.designId.replaceAll('-', '_')}`;
    await sql
      .raw(`
        create function ${trigger}() returns trigger language plpgsql as $$
        begin
          if new.id = '${design.designId}' and new.is_locked_or_ordered then raise exception 'refused for the test'; end if;
          return new;
        end $$
      `)
      .execute(t.db);
    await sql.raw(`create trigger ${trigger} before update on designs for each row execute function ${trigger}()`).execute(t.db);
    try {
      const failed = await changeOrderCall(rep, 'completechangeorder', order.orderNumber);
      expectErrorEnvelope(failed, 500, 'INTERNAL');
      expect(await snapshot(order.orderNumber, design.designId)).toEqual(before);
    } finally {
      await sql.raw(`drop trigger ${trigger} on designs`).execute(t.db);
      await sql.raw(`drop function ${trigger}()`).execute(t.db);
    }
    const done = dataOf(await changeOrderCall(rep, 'completechangeorder', order.orderNumber));
    expect(done.status).toBe('completed');
    expect((await designState(t, design.designId)).design.is_locked_or_ordered).toBe(true);
  });

  it('two completions at once add the lines once', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 2);
    await start(order.orderNumber);
    dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: design.windows.map((window) => window.guid) }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => changeOrderCall(rep, 'completechangeorder', order.orderNumber)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await orderState(t, order.orderNumber)).lines).toHaveLength(order.lines.length + 2);
  });
});
