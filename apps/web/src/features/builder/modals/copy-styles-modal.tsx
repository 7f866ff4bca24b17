import { COPY_STYLE_FAILED } from '@eb/domain/copy-style';
import type { Item } from '@eb/domain/design';
import { useRef, useState } from 'react';
import type { DesignView } from '../../../lib/design-view.ts';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { copyStyle } from '../state/builder-actions.ts';
import { builderApi } from '../state/builder-api.ts';

interface TargetState {
  status: 'checking' | 'valid' | 'invalid';
  errors: string[];
}

/**
 * Copy styles (doc 000 §4): from the source window, expand rooms, tick target windows. Each tick is
 * checked by the server's rules; a window that cannot take the style cannot be selected and shows the
 * spec's failure text with its reasons. Apply is disabled with nothing ticked; Clear empties the
 * selection; closing clears it too. A failed check counts as a failure (doc 000 §8: rule execution
 * fails, the copy check fails).
 */
export function CopyStylesModal({ view, source, onClose }: { view: DesignView; source: Item; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const designId = view.design.designId;
  const [expanded, setExpanded] = useState<Record<string, boolean>>({ [source.containerId]: true });
  const [targets, setTargets] = useState<Record<string, TargetState>>({});
  const [selection, setSelection] = useState<string[]>([]);
  const [applying, setApplying] = useState(false);
  const rooms = useRef<HTMLDivElement>(null);

  // Clear (and a refused Apply) disables the button that had focus: focus stays in the modal, on the
  // first window that can be ticked, else on the first room's toggle. Read once the change is drawn.
  const focusFirstTarget = () =>
    requestAnimationFrame(() => {
      const list = rooms.current;
      (list?.querySelector<HTMLElement>('input[type="checkbox"]:not([disabled])') ?? list?.querySelector<HTMLElement>('button'))?.focus();
    });
  const clear = () => {
    setSelection([]);
    focusFirstTarget();
  };

  const tick = async (item: Item, checked: boolean) => {
    if (!checked) {
      setSelection((current) => current.filter((id) => id !== item.itemId));
      return;
    }
    // Ticked at once; a window that fails its check is unticked and shows why.
    setTargets((current) => ({ ...current, [item.itemId]: { status: 'checking', errors: [] } }));
    setSelection((current) => (current.includes(item.itemId) ? current : [...current, item.itemId]));
    try {
      const [result] = await builderApi.checkCopyStyle(designId, source.itemId, [item.itemId]);
      const valid = Boolean(result?.isValid);
      setTargets((current) => ({ ...current, [item.itemId]: { status: valid ? 'valid' : 'invalid', errors: result?.errors ?? [] } }));
      if (!valid) setSelection((current) => current.filter((id) => id !== item.itemId));
    } catch {
      setSelection((current) => current.filter((id) => id !== item.itemId));
      setTargets((current) => ({ ...current, [item.itemId]: { status: 'invalid', errors: [] } }));
    }
  };

  const checking = Object.values(targets).some((target) => target.status === 'checking');

  const close = () => {
    setSelection([]);
    onClose();
  };

  const apply = async () => {
    setApplying(true);
    const results = await dispatch(copyStyle(designId, source.itemId, selection));
    setApplying(false);
    if (!results) return;
    const failed = results.filter((result) => !result.succeeded);
    if (failed.length === 0) {
      close();
      return;
    }
    // Windows the copy refused show the failure text and can no longer be ticked.
    setTargets((current) => ({
      ...current,
      ...Object.fromEntries(failed.map((result) => [result.itemId, { status: 'invalid' as const, errors: [] }])),
    }));
    setSelection([]);
    focusFirstTarget();
  };

  return (
    <Modal
      open
      width={960}
      title="Copy Styles"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" disabled={selection.length === 0} onClick={clear}>
            Clear
          </Button>
          <Button disabled={selection.length === 0 || checking} busy={applying} onClick={apply}>
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
      <div ref={rooms} className="eb-copy__rooms">
        {view.rooms.map(({ container, items }) => {
          const candidates = items.filter((item) => item.itemId !== source.itemId);
          const open = Boolean(expanded[container.containerId]);
          const panelId = `copy-room-${container.containerId}`;
          return (
            <section key={container.containerId} className="eb-copy__room">
              <h3 className="eb-copy__room-title">
                <button
                  type="button"
                  className="eb-copy__toggle"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setExpanded({ ...expanded, [container.containerId]: !open })}
                >
                  {container.charLabel} · {container.name} <span className="eb-muted">({candidates.length})</span>
                </button>
              </h3>
              {open && (
                <ul id={panelId} className="eb-copy__windows">
                  {candidates.map((item) => {
                    const state = targets[item.itemId];
                    const invalid = state?.status === 'invalid';
                    return (
                      <li key={item.itemId} className={`eb-copy__window${invalid ? ' is-invalid' : ''}`}>
                        <label className="eb-checkbox">
                          <input
                            type="checkbox"
                            checked={selection.includes(item.itemId)}
                            disabled={invalid}
                            aria-describedby={invalid ? `${panelId}-${item.itemId}-errors` : undefined}
                            onChange={(event) => void tick(item, event.target.checked)}
                          />
                          {item.label}
                          {item.itemProduct && <span className="eb-muted"> · {item.itemProduct.productName}</span>}
                        </label>
                        {state?.status === 'checking' && <Spinner size="sm" inline label={`Checking ${item.label}`} />}
                        {invalid && (
                          <div id={`${panelId}-${item.itemId}-errors`} className="eb-copy__errors">
                            <p>{COPY_STYLE_FAILED}</p>
                            {state.errors.some((error) => error !== COPY_STYLE_FAILED) && (
                              <ul>
                                {state.errors
                                  .filter((error) => error !== COPY_STYLE_FAILED)
                                  .map((error) => (
                                    <li key={error}>{error}</li>
                                  ))}
                              </ul>
                            )}
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </Modal>
  );
}
