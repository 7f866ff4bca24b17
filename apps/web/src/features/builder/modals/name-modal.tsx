import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';

export interface NameModalProps {
  open: boolean;
  title: string;
  /** The action button's verb, e.g. 'Add Design', 'Save'. */
  verb: string;
  label: string;
  initialName: string;
  /** The shared validator (doc 000 §5): a sentence, or null when the name is fine. */
  validate: (name: string) => string | null;
  onSubmit: (name: string) => Promise<unknown> | undefined;
  onClose: () => void;
}

/**
 * Add, rename and duplicate modals: one name field checked on every keystroke with the spec's
 * sentences under the input; the action is disabled while the name is invalid; Enter confirms.
 */
export function NameModal(props: NameModalProps) {
  return props.open ? <NameModalBody {...props} /> : <Modal open={false} title={props.title} onClose={props.onClose} />;
}

function NameModalBody({ title, verb, label, initialName, validate, onSubmit, onClose }: NameModalProps) {
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = validate(name);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (error || busy) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="eb-name-form" disabled={Boolean(error)} busy={busy}>
            {verb}
          </Button>
        </>
      }
    >
      <form id="eb-name-form" className="eb-form" onSubmit={submit} noValidate>
        <Field
          label={label}
          value={name}
          autoComplete="off"
          error={touched || name !== initialName ? error : null}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
          }}
          onFocus={(event) => event.target.select()}
        />
      </form>
    </Modal>
  );
}
