import type { CartLine } from '@eb/domain/commerce';
import { useId } from 'react';
import type { CartDesignGroup } from './cart-groups.ts';
import { CartLineRow } from './cart-line-row.tsx';

/**
 * One design's lines: its name, a table of its windows by room, then its installation. On small
 * screens the rows stack as cards (it stays a table for assistive technology).
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
      onQuantity={(quantity) => onQuantity(line.lineId, quantity)}
      onRemove={onRemove}
    />
  );
  return (
    <section className="eb-cart-design" aria-labelledby={headingId}>
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
        {group.rooms.map((room) => (
          <tbody key={room.roomName ?? ''} className="eb-cart-table__group">
            <tr className="eb-cart-table__group-row">
              <th scope="rowgroup" colSpan={4}>
                {room.roomName ?? 'Other items'}
              </th>
            </tr>
            {room.lines.map(row)}
          </tbody>
        ))}
        {group.installation.length > 0 && (
          <tbody className="eb-cart-table__group">
            <tr className="eb-cart-table__group-row">
              <th scope="rowgroup" colSpan={4}>
                Installation
              </th>
            </tr>
            {group.installation.map(row)}
          </tbody>
        )}
      </table>
    </section>
  );
}
