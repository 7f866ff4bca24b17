import type { CartLine } from '@eb/domain/commerce';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { lineLabel } from './cart-groups.ts';

/**
 * 'Remove Item' (450 px): names the line; Remove has focus, so Enter confirms and Escape or Cancel
 * keeps the line. Removing a window's product leaves its design untouched: it can be added again.
 */
export function CartRemoveModal({
  line,
  onConfirm,
  onClose,
}: {
  line: CartLine | null;
  onConfirm: (line: CartLine) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ConfirmModal subject={line} title="Remove Item" confirmLabel="Remove" onConfirm={onConfirm} onClose={onClose}>
      Remove <strong>{line ? lineLabel(line) : ''}</strong>
      {line?.designName ? <> ({line.designName})</> : null} from your cart?{' '}
      {line?.kind === 'product' ? 'Your design keeps it, so you can add it again from the estimate builder.' : null}
    </ConfirmModal>
  );
}
