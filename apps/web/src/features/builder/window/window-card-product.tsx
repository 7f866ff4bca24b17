import type { Item } from '@eb/domain/design';
import type { WindowFacts } from '@eb/domain/permissions';
import type { WindowControls } from '@eb/domain/permissions-controls';
import { DISCONTINUED_WINDOW_MESSAGE, INVALID_WINDOW_MESSAGE, REVIEW_WINDOW_MESSAGE, STOCK_WINDOW_MESSAGE } from '@eb/domain/validity';
import { Button } from '../../../ui/button.tsx';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { WindowProduct } from './window-product.tsx';

/** A window's product: the product itself, why it cannot be bought as it is, and Edit Options, Swap and Remove Product. */
export function WindowCardProduct({
  item,
  flags,
  needsReview,
  isStock,
  can,
  showInternal,
  retailOnly,
  expanded,
  phone,
  onToggle,
  onEditOptions,
  onSwap,
  onRemoveProduct,
}: {
  item: Item;
  flags: Pick<WindowFacts, 'isDiscontinued' | 'isInvalid'>;
  /** Flagged for review (doc 000 §5): highlighted, and says it cannot be bought online as it is. */
  needsReview: boolean;
  /** A ready-made product (doc 000 §5): highlighted, and says it cannot be bought through a design. */
  isStock: boolean;
  can: Pick<WindowControls, 'canEdit' | 'canSwap' | 'showAssociatesOnly'>;
  showInternal: boolean;
  retailOnly: boolean;
  expanded: boolean;
  phone: string;
  onToggle: () => void;
  onEditOptions: () => void;
  onSwap: () => void;
  onRemoveProduct: () => void;
}) {
  return (
    <>
      <WindowProduct item={item} showInternal={showInternal} retailOnly={retailOnly} expanded={expanded} onToggle={onToggle} />
      {flags.isDiscontinued ? (
        <p className="eb-window__message" role="note">
          {DISCONTINUED_WINDOW_MESSAGE}
        </p>
      ) : (
        flags.isInvalid && (
          <p className="eb-window__message" role="note">
            {INVALID_WINDOW_MESSAGE}
          </p>
        )
      )}
      {isStock && (
        <p className="eb-window__message" role="note">
          {STOCK_WINDOW_MESSAGE}
        </p>
      )}
      {needsReview && (
        <p className="eb-window__message" role="note">
          {REVIEW_WINDOW_MESSAGE}
          {/* The associates-only line below gives the phone for a Custom product. */}
          {!can.showAssociatesOnly && (
            <>
              {' '}
              For help, call <PhoneLink phone={phone} />.
            </>
          )}
        </p>
      )}
      {can.showAssociatesOnly && (
        <p className="eb-muted eb-window__associates">
          This product is customizable by associates only. To change it, call <PhoneLink phone={phone} />.
        </p>
      )}
      <div className="eb-window__product-actions">
        {can.canEdit && (
          <Button variant="link" onClick={onEditOptions}>
            Edit Options
          </Button>
        )}
        {can.canSwap && (
          <Button variant="link" onClick={onSwap}>
            Swap
          </Button>
        )}
        {can.canEdit && (
          <Button variant="link" onClick={onRemoveProduct}>
            Remove Product
          </Button>
        )}
      </div>
    </>
  );
}
