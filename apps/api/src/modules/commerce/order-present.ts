import type { Order, OrderLine, ShippingContact } from '@eb/domain/commerce';
import { orderPagePath, orderSettlement } from '@eb/domain/commerce';
import { DesignAttr } from '@eb/domain/design';
import { lineCents, toDollars } from '@eb/domain/money';
import { jurisdictionFor, type TaxRates } from '@eb/domain/tax';
import { type Selectable, sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import type { OrderLinesTable } from '../../db/schema.ts';
import type { OrderRow } from './order-access.ts';

type OrderLineRow = Selectable<OrderLinesTable>;

/** The shipping address as the order keeps it. */
export interface OrderAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipCode: string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export const lineTotalCents = (line: Pick<OrderLineRow, 'unit_price_cents' | 'quantity'>) =>
  lineCents(line.unit_price_cents, line.quantity);

function presentLine(row: OrderLineRow): OrderLine {
  return {
    lineId: row.id,
    kind: row.kind,
    configurationGuid: row.configuration_guid,
    lineItemGroupGuid: row.line_item_group_guid,
    designId: row.design_id,
    designName: row.design_name,
    itemId: row.item_id,
    roomName: row.room_name,
    windowName: row.window_name,
    productName: row.product_name,
    options: row.options as OrderLine['options'],
    width: numberOrNull(row.width),
    height: numberOrNull(row.height),
    unitPrice: toDollars(row.unit_price_cents),
    unitRetail: toDollars(row.unit_retail_cents),
    quantity: row.quantity,
    lineTotal: toDollars(lineTotalCents(row)),
    jobUid: row.job_uid,
    tax: toDollars(row.tax_cents),
    changeOrderId: row.change_order_id,
  };
}

interface TiedDesign {
  designId: string;
  name: string;
  orderNumber: string;
  isAutoReleaseCompleted: boolean;
}

/** The auto-release designs tied to these orders (design attributes isAutoReleaseDesign and orderNumber). */
export async function tiedDesigns(db: Db | Tx, orderNumbers: string[]): Promise<TiedDesign[]> {
  if (orderNumbers.length === 0) return [];
  const rows = await db
    .selectFrom('design_attributes as tie')
    .innerJoin('designs', 'designs.id', 'tie.design_id')
    .innerJoin('design_attributes as flag', (join) =>
      join.onRef('flag.design_id', '=', 'designs.id').on('flag.name', '=', DesignAttr.isAutoReleaseDesign).on('flag.value', '=', 'true'),
    )
    .leftJoin('design_attributes as done', (join) =>
      join.onRef('done.design_id', '=', 'designs.id').on('done.name', '=', DesignAttr.isAutoReleaseCompleted),
    )
    .select(['designs.id', 'designs.name', 'tie.value as order_number', 'done.value as completed'])
    .where('tie.name', '=', DesignAttr.orderNumber)
    .where('tie.value', 'in', orderNumbers)
    .orderBy('designs.created_at')
    .execute();
  return rows.map((row) => ({
    designId: row.id,
    name: row.name,
    orderNumber: row.order_number ?? '',
    isAutoReleaseCompleted: row.completed === 'true',
  }));
}

/** Orders as the API answers them: lines, taxes per design, totals in dollars, the order page, tied designs. */
export async function presentOrders(db: Db | Tx, rates: TaxRates, orders: readonly OrderRow[]): Promise<Order[]> {
  if (orders.length === 0) return [];
  const orderIds = orders.map((order) => order.id);
  const [lines, designs, payments] = await Promise.all([
    db
      .selectFrom('order_lines')
      .selectAll()
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .orderBy('position')
      .execute(),
    tiedDesigns(
      db,
      orders.map((order) => order.order_number),
    ),
    db
      .selectFrom('payments')
      .select(['order_id', 'status', sql<number>`sum(amount_cents)::integer`.as('cents')])
      .where('order_id', 'in', orderIds)
      .where('status', '!=', 'failed')
      .groupBy(['order_id', 'status'])
      .execute(),
  ]);
  return orders.map((order) => {
    const own = lines.filter((line) => line.order_id === order.id);
    const address = order.address as OrderAddress;
    const taxed = jurisdictionFor(rates, address.state, address.zipCode) !== null;
    const taxes = new Map<string, { designId: string; designName: string; tax: number; wasTaxSuccessful: boolean }>();
    for (const line of own) {
      if (!line.design_id) continue;
      const entry = taxes.get(line.design_id) ?? {
        designId: line.design_id,
        designName: line.design_name,
        tax: 0,
        wasTaxSuccessful: taxed,
      };
      entry.tax += line.tax_cents;
      taxes.set(line.design_id, entry);
    }
    const jobUids = [...new Set(own.flatMap((line) => (line.job_uid ? [line.job_uid] : [])))];
    const subtotal = order.product_cents + order.installation_cents;
    const paidBy = (status: 'captured' | 'authorized') =>
      payments
        .filter((payment) => payment.order_id === order.id && payment.status === status)
        .reduce((sum, payment) => sum + payment.cents, 0);
    const settlement = orderSettlement(order.total_cents, paidBy('captured'), paidBy('authorized'));
    return {
      orderNumber: order.order_number,
      siteId: order.site_id,
      status: order.status,
      placedAt: iso(order.created_at) ?? '',
      paidAt: iso(order.paid_at),
      paymentMethod: (order.payment_method as Order['paymentMethod']) ?? null,
      contact: order.contact as ShippingContact,
      address: { ...address, line2: address.line2 ?? '' },
      lines: own.map(presentLine),
      taxes: [...taxes.values()].map((entry) => ({ ...entry, tax: toDollars(entry.tax) })),
      productTotal: toDollars(order.product_cents),
      installationTotal: toDollars(order.installation_cents),
      shipping: 0,
      subtotal: toDollars(subtotal),
      tax: toDollars(order.tax_cents),
      total: toDollars(order.total_cents),
      settlement: {
        paid: toDollars(settlement.paidCents),
        dueOnDelivery: toDollars(settlement.dueOnDeliveryCents),
        balanceDue: toDollars(settlement.balanceDueCents),
      },
      jobUids,
      // The order details page names the job when there is one (doc 001 §2), else the order.
      orderUrl: orderPagePath(order.site_id, jobUids[0] ?? order.order_number),
      designs: designs
        .filter((design) => design.orderNumber === order.order_number)
        .map(({ designId, name, isAutoReleaseCompleted }) => ({ designId, name, isAutoReleaseCompleted })),
    };
  });
}

export async function presentOrder(db: Db | Tx, rates: TaxRates, order: OrderRow): Promise<Order> {
  const [presented] = await presentOrders(db, rates, [order]);
  if (!presented) throw new Error('The order could not be presented.');
  return presented;
}
