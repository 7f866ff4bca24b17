import { isOrderNumber } from '@eb/domain/commerce';
import { isJobUid } from '@eb/domain/jobs';
import { can, ORDER_NOT_FOUND } from '@eb/domain/permissions';
import type { Selectable } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { permissionActor } from '../../http/permission.ts';
import type { SessionData } from '../../http/session.ts';

export type OrderRow = Selectable<OrdersTable>;
type Identity = Pick<SessionData, 'sid' | 'uid' | 'role' | 'repId'>;

/** Someone else's order answers as an unknown one: order numbers tell nothing about other people's orders. */
export const orderNotFound = () => new AppError('NOT_FOUND', ORDER_NOT_FOUND);

/** Who may see and pay an order (the table's `order.read`): the account or browser session that placed it, or a rep. */
export function canReadOrder(identity: Identity, order: Pick<OrderRow, 'owner_user_id' | 'owner_session_id'>): boolean {
  const placedIt =
    (order.owner_user_id !== null && order.owner_user_id === identity.uid) ||
    (order.owner_session_id !== null && order.owner_session_id === identity.sid);
  return can(permissionActor(identity, placedIt), 'order.read');
}

/** Order numbers are stored lower case; the Quote ID shows them upper case, and either finds the order. */
export const normalOrderNumber = (value: string) => value.trim().toLowerCase();

export function findOrderByNumber(db: Db | Tx, orderNumber: string): Promise<OrderRow | undefined> {
  if (!isOrderNumber(orderNumber.trim())) return Promise.resolve(undefined);
  return db.selectFrom('orders').selectAll().where('order_number', '=', normalOrderNumber(orderNumber)).executeTakeFirst();
}

/** An order by its number, or by the job uid of one of its lines (the order pages name the job). */
export async function findOrderByRef(db: Db | Tx, ref: string): Promise<OrderRow | undefined> {
  const value = ref.trim();
  if (isOrderNumber(value)) return findOrderByNumber(db, value);
  if (!isJobUid(value.toUpperCase())) return undefined;
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', (eb) => eb.selectFrom('order_lines').select('order_id').where('job_uid', '=', value.toUpperCase()))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The order this caller may see, or 404. */
export async function readableOrder(db: Db | Tx, identity: Identity, ref: string): Promise<OrderRow> {
  const order = await findOrderByRef(db, ref);
  if (!order || !canReadOrder(identity, order)) throw orderNotFound();
  return order;
}

/**
 * Locks an order row for the rest of the transaction (payment, change orders): writes to one order
 * happen one after another. Unknown numbers are 404.
 */
export async function lockOrder(tx: Tx, orderNumber: string): Promise<OrderRow> {
  if (!isOrderNumber(orderNumber)) throw orderNotFound();
  const order = await tx
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', normalOrderNumber(orderNumber))
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  return order;
}
