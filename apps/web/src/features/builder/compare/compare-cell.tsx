import { type CompareCell, LOWEST_MARK } from '@eb/domain/compare-designs';
import { PURCHASE_OPTION_LABELS } from '@eb/domain/design';
import { formatMoney } from '@eb/domain/format';
import { toDollars } from '@eb/domain/money';

/** What one design has for one window: its product and line price, with 'Lowest' in words when it is. */
export function CompareCellContent({ cell }: { cell: CompareCell }) {
  switch (cell.kind) {
    case 'absent':
      return <span className="eb-compare__empty">Not in this design</span>;
    case 'no-product':
      return <span className="eb-compare__empty">No product selected</span>;
    case 'saved-for-later':
      return (
        <>
          <span className="eb-compare__product">{cell.productName}</span>
          <span className="eb-compare__note">{PURCHASE_OPTION_LABELS['do-not-include']}: not in the totals</span>
        </>
      );
    case 'priced':
      return (
        <>
          <span className="eb-compare__product">{cell.productName}</span>
          <span className="eb-compare__price">
            {cell.quantity > 1 && <span className="eb-compare__qty">Qty {cell.quantity} · </span>}
            {formatMoney(toDollars(cell.priceCents))}
          </span>
          {cell.lowest && <span className="eb-compare__lowest">{LOWEST_MARK}</span>}
        </>
      );
  }
}
