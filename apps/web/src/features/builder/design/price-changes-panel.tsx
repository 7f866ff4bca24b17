import { formatMoney } from '@eb/domain/format';
import { toDollars } from '@eb/domain/money';
import type { PriceChange, PriceChanges } from '@eb/domain/price-changes';
import { useSyncExternalStore } from 'react';
import { Button } from '../../../ui/button.tsx';
import { dismissPriceChanges, shownPriceChanges, subscribePriceChanges } from '../state/price-changes.ts';
import './price-changes-panel.css';

const money = (cents: number) => formatMoney(toDollars(cents));

const HEADINGS: Record<NonNullable<PriceChanges['snapshot']>['kind'], string> = {
  saved: 'Prices changed since you saved this design',
  shared: 'Prices changed since this design was shared',
  staged: 'Prices changed since this design was added to its order',
};
const headingOf = (kind: NonNullable<PriceChanges['snapshot']>['kind']) => HEADINGS[kind];

function ChangedWindow({ change }: { change: PriceChange }) {
  return (
    <li className="eb-price-changes__window">
      <span className="eb-price-changes__name">
        {change.roomName} — {change.windowLabel}: {change.productName}
      </span>{' '}
      <span className="eb-price-changes__prices">
        {money(change.oldLineCents)} → {money(change.newLineCents)}
      </span>{' '}
      <span className="eb-price-changes__reasons">({change.reasons.join(', ')})</span>
    </li>
  );
}

/**
 * What the reprice on opening changed since the design was saved or shared: per window the old and
 * new price and why, then the design's old and new total, until the shopper dismisses it.
 */
export function PriceChangesPanel({ designId }: { designId: string }) {
  const read = () => shownPriceChanges(designId);
  const changes = useSyncExternalStore(subscribePriceChanges, read, read);
  if (!changes?.snapshot) return null;
  const headingId = `price-changes-${designId}`;
  return (
    <section className="eb-card eb-price-changes" aria-labelledby={headingId}>
      <h2 id={headingId} className="eb-price-changes__title">
        {headingOf(changes.snapshot.kind)}
      </h2>
      <ul className="eb-price-changes__list">
        {changes.windows.map((change) => (
          <ChangedWindow key={change.itemId} change={change} />
        ))}
      </ul>
      {changes.total && (
        <p className="eb-price-changes__total">
          Design total: {money(changes.total.oldCents)} → {money(changes.total.newCents)}
        </p>
      )}
      <Button variant="secondary" onClick={() => dismissPriceChanges(designId)}>
        Dismiss
      </Button>
    </section>
  );
}
