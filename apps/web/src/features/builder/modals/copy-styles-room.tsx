import type { Item } from '@eb/domain/design';
import type { RoomView } from '../../../lib/design-view.ts';
import { CopyStylesWindow } from './copy-styles-window.tsx';
import type { TargetState } from './use-copy-styles.ts';

/** A room's toggle and, while expanded, its windows other than the source. */
export function CopyStylesRoom({
  room: { container, items },
  sourceId,
  open,
  targets,
  selection,
  onToggle,
  onTick,
}: {
  room: RoomView;
  sourceId: string;
  open: boolean;
  targets: Record<string, TargetState>;
  selection: string[];
  onToggle: (containerId: string) => void;
  onTick: (item: Item, checked: boolean) => Promise<void>;
}) {
  const candidates = items.filter((item) => item.itemId !== sourceId);
  const panelId = `copy-room-${container.containerId}`;
  return (
    <section className="eb-copy__room">
      <h3 className="eb-copy__room-title">
        <button
          type="button"
          className="eb-copy__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(container.containerId)}
        >
          {container.charLabel} · {container.name} <span className="eb-muted">({candidates.length})</span>
        </button>
      </h3>
      {open && (
        <ul id={panelId} className="eb-copy__windows">
          {candidates.map((item) => (
            <CopyStylesWindow
              key={item.itemId}
              item={item}
              panelId={panelId}
              state={targets[item.itemId]}
              checked={selection.includes(item.itemId)}
              onTick={onTick}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
