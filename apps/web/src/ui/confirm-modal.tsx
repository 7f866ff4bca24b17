import { type ReactNode, useState } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/**
 * A 450 px question about one thing (a line to remove, an estimate to delete): open while `subject`
 * is not null. What it confirms cannot be taken back, so focus starts on Cancel (the least harmful
 * choice, as the builder's delete questions do): Enter there, or Escape, keeps things as they are;
 * Tab reaches the confirming button. It is busy while `onConfirm` runs and a second press does nothing.
 */
export function ConfirmModal<T>({
  subject,
  title,
  confirmLabel,
  onConfirm,
  onClose,
  children,
}: {
  subject: T | null;
  title: string;
  confirmLabel: string;
  onConfirm: (subject: T) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (subject === null || busy) return;
    setBusy(true);
    try {
      await onConfirm(subject);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={subject !== null}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="eb-confirm__body">{children}</p>
    </Modal>
  );
}
