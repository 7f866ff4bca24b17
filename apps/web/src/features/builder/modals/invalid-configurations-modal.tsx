import { INVALID_CONFIGURATION_BODY, INVALID_CONFIGURATION_TITLE, RETURN_TO_PAGE } from '@eb/domain/validity';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';

/** 'Oops... Invalid Configuration' (doc 000 §8): the windows whose configurations need attention. */
export function InvalidConfigurationsModal({ labels, onClose }: { labels: string[]; onClose: () => void }) {
  return (
    <Modal
      open={labels.length > 0}
      title={INVALID_CONFIGURATION_TITLE}
      onClose={onClose}
      footer={<Button onClick={onClose}>{RETURN_TO_PAGE}</Button>}
    >
      <p>{INVALID_CONFIGURATION_BODY}</p>
      <ul className="eb-invalid-list">
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </Modal>
  );
}
