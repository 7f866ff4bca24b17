import type { RoomView } from '../../lib/design-view.ts';
import { Button } from '../../ui/button.tsx';

/**
 * 'Window Selection' of the Installation Only modal (doc 001 §2): a checkbox per window by room, the
 * Clear All / Select All toggle and the count of selected windows; the room list is at most 340 px high.
 */
export function InstallationWindowSelection({
  rooms,
  selected,
  onToggle,
  onToggleAll,
}: {
  rooms: RoomView[];
  selected: ReadonlySet<string>;
  onToggle: (itemId: string) => void;
  onToggleAll: (select: boolean) => void;
}) {
  const all = rooms.flatMap((room) => room.items);
  const allSelected = all.length > 0 && all.every((item) => selected.has(item.itemId));
  const count = all.filter((item) => selected.has(item.itemId)).length;
  return (
    <section className="eb-window-selection" aria-labelledby="eb-window-selection-title">
      <div className="eb-window-selection__header">
        <h3 id="eb-window-selection-title" className="eb-install__heading">
          Window Selection
        </h3>
        <p className="eb-window-selection__count" aria-live="polite">
          {count} of {all.length} windows selected
        </p>
        <Button variant="link" onClick={() => onToggleAll(!allSelected)} disabled={all.length === 0}>
          {allSelected ? 'Clear All' : 'Select All'}
        </Button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard. */}
      <section className="eb-window-selection__rooms" tabIndex={0} aria-label="Rooms">
        {rooms.map((room) => (
          <fieldset key={room.container.containerId} className="eb-window-selection__room">
            <legend>{room.container.name}</legend>
            {room.items.length === 0 && <p className="eb-muted">No windows in this room.</p>}
            {room.items.map((item) => (
              <label key={item.itemId} className="eb-window-selection__window">
                <input type="checkbox" checked={selected.has(item.itemId)} onChange={() => onToggle(item.itemId)} />
                <span>
                  {item.label}
                  {item.itemProduct && <span className="eb-muted"> — {item.itemProduct.productName}</span>}
                  {item.quantity > 1 && <span className="eb-muted"> (×{item.quantity})</span>}
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </section>
    </section>
  );
}
