import { formatMoney } from '@eb/domain/format';
import { toDollars } from '@eb/domain/money';
import type { ChangeOrderWindow, ChangeOrderPrices as Prices } from '@eb/domain/price-changes';

const money = (cents: number) => formatMoney(toDollars(cents));
const changed = (window: ChangeOrderWindow) => window.reasons.length > 0;

function AddedWindow({ window, status }: { window: ChangeOrderWindow; status: Prices['status'] }) {
  const shown = changed(window) ? window.shownLineCents : null;
  return (
    <li className="eb-order__change">
      <span className="eb-order__change-name">
        {window.roomName} — {window.windowLabel}: {window.productName}
      </span>{' '}
      <span className="eb-order__change-prices">
        {shown === null ? money(window.lineCents) : `${money(shown)} → ${money(window.lineCents)}`}
      </span>
      {changed(window) && <span className="eb-order__change-reasons"> ({window.reasons.join(', ')})</span>}
      {status === 'staged' && window.shownLineCents === null && <span className="eb-order__change-reasons"> (not shown when added)</span>}
    </li>
  );
}

/**
 * What a change order adds for one auto-release design. Staged: every window waiting on the change
 * order at the price completing it would charge, and what moved since the design showed it. Completed:
 * its lines are on the order already, so only the prices that moved since it was shown, or nothing.
 */
export function ChangeOrderPrices({ changes }: { changes: Prices }) {
  const { status, total } = changes;
  const windows = status === 'staged' ? changes.windows : changes.windows.filter(changed);
  if (status === 'completed' && windows.length === 0 && total.oldCents === total.newCents) return null;
  const headingId = `change-order-prices-${changes.designId}`;
  return (
    <section className="eb-card eb-order__changes" aria-labelledby={headingId}>
      <h2 id={headingId} className="eb-order__changes-title">
        {status === 'staged'
          ? `Being added to this order: ${changes.designName}`
          : `Prices changed since ${changes.designName} was added to this order`}
      </h2>
      {windows.length > 0 && (
        <ul className="eb-order__changes-list">
          {windows.map((window) => (
            <AddedWindow key={window.itemId} window={window} status={status} />
          ))}
        </ul>
      )}
      <p className="eb-order__changes-total">
        {status === 'staged' ? 'Adds' : 'Added'}{' '}
        {total.oldCents === total.newCents ? money(total.newCents) : `${money(total.oldCents)} → ${money(total.newCents)}`} before tax
      </p>
    </section>
  );
}
