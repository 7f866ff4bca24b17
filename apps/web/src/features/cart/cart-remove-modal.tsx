import type { CartLine } from '@eb/domain/commerce';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
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
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!line || busy) return;
    setBusy(true);
    try {
      await onConfirm(line);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={line !== null}
      title="Remove Item"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={confirm} data-autofocus>
            Remove
          </Button>
        </>
      }
    >
      <p className="eb-confirm__body">
        Remove <strong>{line ? lineLabel(line) : ''}</strong>
        {line?.designName ? <> ({line.designName})</> : null} from your cart?{' '}
        {line?.kind === 'product' ? 'Your design keeps it, so you can add it again from the estimate builder.' : null}
      </p>
    </Modal>
  );
}
