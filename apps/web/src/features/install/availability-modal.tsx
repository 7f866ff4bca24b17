import { Modal } from '../../ui/modal.tsx';

/** The Professional Measure & Install modal (doc 001 §2, §4): address, confirm, coverage. */
export function AvailabilityModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <Modal open={open} title="Professional Measure & Install" width={450} onClose={onClose} />;
}
