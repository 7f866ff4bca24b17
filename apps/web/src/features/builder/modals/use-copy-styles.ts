import type { Item } from '@eb/domain/design';
import { useRef, useState } from 'react';
import type { DesignView } from '../../../lib/design-view.ts';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { copyStyle } from '../state/builder-actions.ts';
import { builderApi } from '../state/builder-api.ts';

export interface TargetState {
  status: 'checking' | 'valid' | 'invalid';
  errors: string[];
}

/**
 * What the Copy Styles modal keeps and does: rooms expanded, each ticked window's check, the
 * selection, and Clear, Apply and close, with focus kept in the modal when a button goes disabled.
 */
export function useCopyStyles(view: DesignView, source: Item, onClose: () => void) {
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

  const toggleRoom = (containerId: string) => setExpanded({ ...expanded, [containerId]: !expanded[containerId] });

  return { rooms, expanded, toggleRoom, targets, selection, checking, applying, tick, clear, close, apply };
}
