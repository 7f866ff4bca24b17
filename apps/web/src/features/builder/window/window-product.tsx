import type { Item } from '@eb/domain/design';
import { formatPercent, savingsPercent, shipEstimate, showsRetail } from '@eb/domain/format';
import { useSite } from '../../../lib/site-context.ts';
import { Price } from '../../../ui/price.tsx';

/** How many options the summary table shows before its expander. */
const SUMMARY_ROWS = 3;

/**
 * The product on a window (doc 000 §2 window card): picture, brand, name, an option summary table
 * with an expander, the price with retail struck through and savings, and the ship estimate. The
 * expander is the window's own expanded state, so Expand All and Collapse All open every table too.
 */
export function WindowProduct({
  item,
  showInternal,
  retailOnly,
  expanded,
  onToggle,
}: {
  item: Item;
  showInternal: boolean;
  retailOnly: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const site = useSite();
  const more = expanded;
  const product = item.itemProduct;
  if (!product) return null;
  const choices = product.choices.filter((choice) => showInternal || !choice.isInternal);
  const shown = more ? choices : choices.slice(0, SUMMARY_ROWS);
  const ship = shipEstimate(item.estimatedShipDate, site.shipDateStyle);
  const tableId = `options-${item.itemId}`;
  return (
    <div className="eb-window-product">
      <img className="eb-window-product__image" src={product.mainImageUrl ?? ''} alt="" width="88" height="88" />
      <div className="eb-window-product__text">
        <p className="eb-window__brand">{product.brand}</p>
        <p className="eb-window__product-name">{product.productName}</p>
        <table id={tableId} className="eb-window-product__options">
          <caption className="eb-visually-hidden">Options of {product.productName}</caption>
          <tbody>
            {shown.map((choice) => (
              <tr key={choice.choiceId}>
                <th scope="row">{choice.optionName}</th>
                <td>{choice.choiceValue}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {choices.length > SUMMARY_ROWS && (
          <button
            type="button"
            className="eb-link-button eb-window-product__more"
            aria-expanded={more}
            aria-controls={tableId}
            onClick={onToggle}
          >
            {more ? 'Fewer options' : `More options (${choices.length - SUMMARY_ROWS})`}
          </button>
        )}
        <p className="eb-window-product__ship">
          {ship.label}: {ship.date}
        </p>
      </div>
      <div className="eb-window-product__price">
        <Price subtotal={item.subtotal} retail={item.retail} retailOnly={retailOnly} />
        {!retailOnly && showsRetail(item.retail, item.subtotal) && (
          <span className="eb-price__savings">Save {formatPercent(savingsPercent(item.retail, item.subtotal))}</span>
        )}
        {item.quantity > 1 && <span className="eb-muted eb-window-product__each">for {item.quantity}</span>}
      </div>
    </div>
  );
}
