import type { CartLine } from '@eb/domain/commerce';
import { useId } from 'react';
import { useRevealedCount } from '../../ui/use-revealed-count.ts';
import type { CartDesignGroup } from './cart-groups.ts';
import { CartLineRow } from './cart-line-row.tsx';

/** Lines rendered with the page, and after each painted frame (a hotel job's cart holds a thousand). */
const FIRST_LINES = 40;
const LINES_PER_FRAME = 30;

/**
 * One design's lines: its name, a table of its windows by room, then its installation. On small
 * screens the rows stack as cards (it stays a table for assistive technology). A long design's
 * lines render a slice at a time, in order.
 */
export function CartDesignTable({
  group,
  wanted,
  onQuantity,
  onRemove,
}: {
  group: CartDesignGroup;
  wanted: Record<string, number>;
  onQuantity: (lineId: string, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}) {
  const headingId = useId();
  const row = (line: CartLine) => (
    <CartLineRow
      key={line.lineId}
      line={line}
      quantity={wanted[line.lineId] ?? line.quantity}
      updating={wanted[line.lineId] !== undefined}
      onQuantity={onQuantity}
      onRemove={onRemove}
    />
  );
  const total = group.rooms.reduce((sum, room) => sum + room.lines.length, 0) + group.installation.length;
  const revealed = useRevealedCount(total, FIRST_LINES, LINES_PER_FRAME);
  // Each room's lines that fit in what is revealed so far; rooms past it wait their turn.
  let left = revealed;
  const rooms = group.rooms.flatMap((room) => {
    const lines = room.lines.slice(0, Math.max(0, left));
    left -= room.lines.length;
    return lines.length > 0 ? [{ ...room, lines }] : [];
  });
  const installation = group.installation.slice(0, Math.max(0, left));
  return (
    <section className="eb-cart-design" aria-labelledby={headingId} aria-busy={revealed < total}>
      <h2 id={headingId} className="eb-cart-design__name">
        {group.designName}
      </h2>
      <table className="eb-cart-table" aria-labelledby={headingId}>
        <thead className="eb-cart-table__head">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        {rooms.map((room) => (
          <tbody key={room.roomName ?? ''} className="eb-cart-table__group">
            <tr className="eb-cart-table__group-row">
              <th scope="rowgroup" colSpan={4}>
                {room.roomName ?? 'Other items'}
              </th>
            </tr>
            {room.lines.map(row)}
          </tbody>
        ))}
        {installation.length > 0 && (
          <tbody className="eb-cart-table__group">
            <tr className="eb-cart-table__group-row">
              <th scope="rowgroup" colSpan={4}>
                Installation
              </th>
            </tr>
            {installation.map(row)}
          </tbody>
        )}
      </table>
    </section>
  );
}
