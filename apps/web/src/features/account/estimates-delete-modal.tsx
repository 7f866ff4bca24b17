import type { AccountEstimate } from '@eb/domain/sharing';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';

/**
 * 'Delete Estimate' (450 px): names the estimate; the delete button has focus, so Enter confirms and
 * Escape or Cancel closes, and focus goes back to the row's Delete button.
 */
export function DeleteEstimateModal({
  estimate,
  listName,
  onConfirm,
  onClose,
}: {
  estimate: AccountEstimate | null;
  listName: string;
  onConfirm: (estimate: AccountEstimate) => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!estimate || busy) return;
    setBusy(true);
    try {
      await onConfirm(estimate);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={estimate !== null}
      title="Delete Estimate"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={confirm} data-autofocus>
            Delete Estimate
          </Button>
        </>
      }
    >
      <p className="eb-confirm__body">
        Are you sure you want to delete <strong>{estimate?.name}</strong>? It will be removed from {listName}.
      </p>
    </Modal>
  );
}
