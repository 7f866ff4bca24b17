import type { Item } from '@eb/domain/design';
import type { DesignView } from '../../../lib/design-view.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { CopyStylesRoom } from './copy-styles-room.tsx';
import { useCopyStyles } from './use-copy-styles.ts';

/**
 * Copy styles (doc 000 §4): from the source window, expand rooms, tick target windows. Each tick is
 * checked by the server's rules; a window that cannot take the style cannot be selected and shows the
 * spec's failure text with its reasons. Apply is disabled with nothing ticked; Clear empties the
 * selection; closing clears it too. A failed check counts as a failure (doc 000 §8: rule execution
 * fails, the copy check fails).
 */
export function CopyStylesModal({ view, source, onClose }: { view: DesignView; source: Item; onClose: () => void }) {
  const copy = useCopyStyles(view, source, onClose);
  const { selection } = copy;

  return (
    <Modal
      open
      width={960}
      title="Copy Styles"
      onClose={copy.close}
      footer={
        <>
          <Button variant="secondary" disabled={selection.length === 0} onClick={copy.clear}>
            Clear
          </Button>
          <Button disabled={selection.length === 0 || copy.checking} busy={copy.applying} onClick={copy.apply}>
            Apply
          </Button>
        </>
      }
    >
      {/* The product name already carries its brand: shown once. */}
      <p className="eb-copy__source">
        <strong>{source.label}</strong>
        {source.itemProduct && (
          <>
            {' '}
            <span aria-hidden="true">·</span> <span className="eb-muted">{source.itemProduct.productName}</span>
          </>
        )}
      </p>
      <div ref={copy.rooms} className="eb-copy__rooms">
        {view.rooms.map((room) => (
          <CopyStylesRoom
            key={room.container.containerId}
            room={room}
            sourceId={source.itemId}
            open={Boolean(copy.expanded[room.container.containerId])}
            targets={copy.targets}
            selection={selection}
            onToggle={copy.toggleRoom}
            onTick={copy.tick}
          />
        ))}
      </div>
    </Modal>
  );
}
