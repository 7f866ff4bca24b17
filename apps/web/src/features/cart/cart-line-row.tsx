import type { CartLine } from '@eb/domain/commerce';
import { formatMoney } from '@eb/domain/format';
import { lineCents, toCents, toDollars } from '@eb/domain/money';
import { memo } from 'react';
import { lineSize } from '../../lib/order-lines.ts';
import { Price } from '../../ui/price.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { lineLabel } from './cart-groups.ts';
import { CartQuantity } from './cart-quantity.tsx';

/**
 * One cart line as a table row (stacked as a card on small screens): the window and product with its
 * options and size, or the installation with its job; the unit price (retail struck through when it
 * is higher), the quantity (installation lines are fixed at theirs, and so are the windows their
 * price counted) and the line total; Remove.
 */
/** Beside the quantity of a window booked for installation in this cart (the server refuses a change too). */
export const INSTALLED_QUANTITY_NOTE = 'Booked for installation at this quantity: remove the installation to change it.';

export const CartLineRow = memo(function CartLineRow({
  line,
  quantity,
  updating,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  /** The quantity shown: the one asked for while it is on its way, else the line's. */
  quantity: number;
  updating: boolean;
  /** Called with the line's id and the quantity picked (one function for every row). */
  onQuantity: (lineId: string, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}) {
  const label = lineLabel(line);
  const size = lineSize(line);
  const installation = line.kind === 'installation';
  const total = updating ? toDollars(lineCents(toCents(line.unitPrice), quantity)) : line.lineTotal;
  return (
    <tr className={`eb-cart-line${installation ? ' eb-cart-line--installation' : ''}`}>
      <td className="eb-cart-line__item">
        {installation ? (
          <>
            <p className="eb-cart-line__title">{line.productName}</p>
            {line.jobUid && <p className="eb-cart-line__meta">Job {line.jobUid}</p>}
          </>
        ) : (
          <>
            <p className="eb-cart-line__title">{line.windowName ?? line.productName}</p>
            {line.windowName && <p className="eb-cart-line__product">{line.productName}</p>}
            {(line.options.length > 0 || size) && (
              <ul className="eb-cart-line__options" aria-label={`Options of ${label}`}>
                {size && (
                  <li>
                    <span className="eb-cart-line__option-name">Size:</span> <span className="eb-size">{size}</span>
                  </li>
                )}
                {line.options.map((option) => (
                  <li key={`${option.name}:${option.value}`}>
                    <span className="eb-cart-line__option-name">{option.name}:</span> {option.value}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <button
          type="button"
          className="eb-button eb-button--link eb-cart-line__remove"
          data-cart-remove={line.lineId}
          onClick={() => onRemove(line)}
        >
          Remove<span className="eb-visually-hidden"> {label}</span>
        </button>
      </td>
      <td className="eb-cart-line__price" data-label="Price">
        <Price subtotal={line.unitPrice} retail={installation ? line.unitPrice : line.unitRetail} />
      </td>
      <td className="eb-cart-line__qty" data-label="Qty">
        {installation ? (
          <span className="eb-cart-line__fixed">
            <span className="eb-visually-hidden">Quantity </span>
            {line.quantity}
          </span>
        ) : line.installationBooked ? (
          <>
            <span className="eb-cart-line__fixed">
              <span className="eb-visually-hidden">Quantity </span>
              {line.quantity}
            </span>
            <p className="eb-cart-qty__note eb-cart-qty__note--fixed">{INSTALLED_QUANTITY_NOTE}</p>
          </>
        ) : (
          <CartQuantity label={label} value={quantity} onChange={(picked) => onQuantity(line.lineId, picked)} />
        )}
      </td>
      <td className="eb-cart-line__total" data-label="Total">
        <span className="eb-cart-line__total-value">{formatMoney(total)}</span>
        {updating && <Spinner size="sm" inline label={`Updating ${label}`} />}
      </td>
    </tr>
  );
});
