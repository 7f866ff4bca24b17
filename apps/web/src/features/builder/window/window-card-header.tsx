import type { Item } from '@eb/domain/design';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';

/** The window's selection box when bulk edits are offered, its badge (its room's label and its own), its name and Rename. */
export function WindowCardHeader({
  roomLabel,
  item,
  nameId,
  canRename,
  onRename,
  pick,
}: {
  /** The window's selection box for a bulk edit, when the design offers one. */
  pick?: ReactNode;
  roomLabel: string;
  item: Item;
  nameId: string;
  canRename: boolean;
  onRename: () => void;
}) {
  return (
    <header className="eb-window__header">
      {pick}
      <span className="eb-window__badge" aria-hidden="true">
        {roomLabel}
        {item.charLabel}
      </span>
      <h3 id={nameId} className="eb-window__name">
        {item.label}
      </h3>
      {canRename && (
        <Button variant="link" className="eb-window__rename" onClick={onRename}>
          Rename<span className="eb-visually-hidden"> {item.label}</span>
        </Button>
      )}
    </header>
  );
}
