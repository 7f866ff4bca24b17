import { SUMMARY_PAGE_COLUMNS } from '@eb/domain/commerce';
import { quoteId } from '@eb/domain/commerce-rules';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site-context.ts';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';
import { BANNER_ROW_REASONS, formatCreatedDate, rowBlock, type SummaryBanner, type SummaryRow, summaryRowHref } from './summary-rows.ts';

export interface SummaryTableProps {
  rows: readonly SummaryRow[];
  storeToOnline: boolean;
  /** The id of each banner on the page, so a disabled Add To Cart can point at its reason. */
  bannerIds: Record<SummaryBanner, string>;
  /** The design being added to the cart, if any. */
  busyId: string | null;
  onAddToCart: (row: SummaryRow) => void;
}

/**
 * The design summary table (doc 001 §2): Design Name, Design Type (store-to-online only), Date
 * Created, Quote ID, Qty, Subtotal and Add To Cart, off with its reason for invalid, discontinued,
 * ordered or locked designs. Below 710 px each row stacks as a card, every
 * cell with its column's name.
 */
export function SummaryTable({ rows, storeToOnline, bannerIds, busyId, onAddToCart }: SummaryTableProps) {
  const ids = useId();
  const site = useSite();
  const columns = [
    SUMMARY_PAGE_COLUMNS.designName,
    ...(storeToOnline ? [SUMMARY_PAGE_COLUMNS.designType] : []),
    SUMMARY_PAGE_COLUMNS.dateCreated,
    SUMMARY_PAGE_COLUMNS.quoteId,
    SUMMARY_PAGE_COLUMNS.qty,
    SUMMARY_PAGE_COLUMNS.subtotal,
  ];
  return (
    <table className="eb-designs-summary__table">
      <caption className="eb-visually-hidden">Your designs</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={column === 'Qty' || column === 'Subtotal' ? 'eb-designs-summary__number' : undefined}>
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="eb-visually-hidden">{SUMMARY_PAGE_COLUMNS.addToCart}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const block = rowBlock(row);
          const lockedId = `${ids}-${row.designId}-locked`;
          const quote = quoteId(row.orderNumber);
          return (
            <tr key={row.designId}>
              <th scope="row" className="eb-designs-summary__name">
                <Link to={summaryRowHref(row, storeToOnline)}>{row.designName}</Link>
              </th>
              {storeToOnline && <td data-label={SUMMARY_PAGE_COLUMNS.designType}>{row.designType}</td>}
              <td data-label={SUMMARY_PAGE_COLUMNS.dateCreated}>{formatCreatedDate(row.createdDate, site.shipDateStyle)}</td>
              <td data-label={SUMMARY_PAGE_COLUMNS.quoteId} className="eb-designs-summary__quote">
                {quote || (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="eb-visually-hidden">None</span>
                  </>
                )}
              </td>
              <td data-label={SUMMARY_PAGE_COLUMNS.qty} className="eb-designs-summary__number">
                {row.quantity}
              </td>
              <td data-label={SUMMARY_PAGE_COLUMNS.subtotal} className="eb-designs-summary__number">
                <Price subtotal={row.subtotal} retail={row.retail} />
              </td>
              <td className="eb-designs-summary__action">
                <Button
                  disabled={block !== null}
                  busy={busyId === row.designId}
                  aria-describedby={block ? ('banner' in block ? bannerIds[block.banner] : lockedId) : undefined}
                  onClick={() => onAddToCart(row)}
                >
                  {SUMMARY_PAGE_COLUMNS.addToCart}
                  <span className="eb-visually-hidden"> for {row.designName}</span>
                </Button>
                {block && (
                  <p id={lockedId} className="eb-designs-summary__reason">
                    {'banner' in block ? BANNER_ROW_REASONS[block.banner] : block.reason}
                  </p>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
