import type { Container } from '@eb/domain/design';
import type { PriceTotals } from '@eb/domain/design-pricing';
import { toDollars } from '@eb/domain/money';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';

/** The room's label, its name with Rename beside it, and the Room Total. */
export function RoomCardHeader({
  room,
  total,
  showOnlyTotal,
  canRename,
  onRename,
  pick,
}: {
  /** The room's 'Select all' for a bulk edit, when the design offers one. */
  pick?: ReactNode;
  room: Pick<Container, 'containerId' | 'charLabel' | 'name'>;
  total: Pick<PriceTotals, 'productCents' | 'retailCents'>;
  showOnlyTotal: boolean;
  canRename: boolean;
  onRename: () => void;
}) {
  return (
    <header className="eb-room__header">
      <span className="eb-room__label" aria-hidden="true">
        {room.charLabel}
      </span>
      <h2 id={`room-${room.containerId}-name`} className="eb-room__name">
        <span className="eb-visually-hidden">Room {room.charLabel}: </span>
        {room.name}
      </h2>
      {canRename && (
        <Button variant="link" onClick={onRename}>
          Rename<span className="eb-visually-hidden"> {room.name}</span>
        </Button>
      )}
      {pick}
      <p className="eb-room__total">
        <span className="eb-room__total-label">Room Total</span>{' '}
        <Price subtotal={toDollars(total.productCents)} retail={toDollars(total.retailCents)} retailOnly={showOnlyTotal} />
      </p>
    </header>
  );
}
