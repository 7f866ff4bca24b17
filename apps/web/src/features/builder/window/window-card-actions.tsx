import type { Item } from '@eb/domain/design';
import type { WindowControls } from '@eb/domain/permissions-controls';
import type { RefObject } from 'react';
import { Button } from '../../../ui/button.tsx';
import type { WindowDialog } from './use-window-card.ts';

/** The card's foot: Show or Hide Details, then Copy Styles, Edit Window, Duplicate and Delete. */
export function WindowCardActions({
  item,
  can,
  hasDetails,
  expanded,
  detailsId,
  duplicating,
  duplicateOpener,
  onToggleDetails,
  onDuplicate,
  onOpen,
}: {
  item: Item;
  can: Pick<WindowControls, 'canCopyStyles' | 'canEditAttributes' | 'canDuplicate' | 'canDelete'>;
  hasDetails: boolean;
  expanded: boolean;
  detailsId: string;
  duplicating: boolean;
  duplicateOpener: RefObject<HTMLButtonElement | null>;
  onToggleDetails: () => void;
  onDuplicate: () => void;
  onOpen: (dialog: WindowDialog) => void;
}) {
  return (
    <footer className="eb-window__actions">
      {hasDetails && (
        <Button variant="link" aria-expanded={expanded} aria-controls={detailsId} onClick={onToggleDetails}>
          {expanded ? 'Hide Details' : 'Show Details'}
        </Button>
      )}
      <span className="eb-window__spacer" />
      {can.canCopyStyles && (
        <Button variant="link" onClick={() => onOpen('copy-styles')}>
          Copy Styles
        </Button>
      )}
      {can.canEditAttributes && (
        <Button variant="link" onClick={() => onOpen('edit')}>
          Edit Window
        </Button>
      )}
      {can.canDuplicate && !duplicating && (
        <Button ref={duplicateOpener} variant="link" onClick={onDuplicate}>
          Duplicate<span className="eb-visually-hidden"> {item.label}</span>
        </Button>
      )}
      {can.canDelete && (
        <Button variant="link" className="eb-link--danger" onClick={() => onOpen('delete')}>
          Delete<span className="eb-visually-hidden"> {item.label}</span>
        </Button>
      )}
    </footer>
  );
}
