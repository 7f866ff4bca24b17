import type { AccountEstimate } from '@eb/domain/sharing';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';

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
  return (
    <ConfirmModal subject={estimate} title="Delete Estimate" confirmLabel="Delete Estimate" onConfirm={onConfirm} onClose={onClose}>
      Are you sure you want to delete <strong>{estimate?.name}</strong>? It will be removed from {listName}.
    </ConfirmModal>
  );
}
