import { DEFAULT_GLOBAL_ERROR, GLOBAL_ERROR_BUTTON, GLOBAL_ERROR_TITLE } from '@eb/domain/messages';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { PhoneLink } from './phone-link.tsx';

export interface GlobalErrorModalProps {
  open: boolean;
  /** The given message; null shows the default sentence. */
  message: string | null;
  /** The site's help phone, put in place of {phone}. */
  phone: string;
  onDismiss: () => void;
}

/** 'Uh oh!' (doc 000 §8): the given message or the default one, dismissed with 'Got It' or close. */
export function GlobalErrorModal({ open, message, phone, onDismiss }: GlobalErrorModalProps) {
  const text = (message ?? DEFAULT_GLOBAL_ERROR).replaceAll('{phone}', phone);
  const [before, after] = text.includes(phone)
    ? [text.slice(0, text.indexOf(phone)), text.slice(text.indexOf(phone) + phone.length)]
    : [text, null];
  return (
    <Modal
      open={open}
      title={GLOBAL_ERROR_TITLE}
      width={450}
      onClose={onDismiss}
      className="eb-modal--alert"
      footer={
        <Button variant="primary" onClick={onDismiss}>
          {GLOBAL_ERROR_BUTTON}
        </Button>
      }
    >
      <p className="eb-global-error__text">
        {before}
        {after !== null && (
          <>
            <PhoneLink phone={phone} />
            {after}
          </>
        )}
      </p>
    </Modal>
  );
}
