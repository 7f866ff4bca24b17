import { validateDesignName } from '@eb/domain/names';
import type { AccountEstimate } from '@eb/domain/sharing';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { copyNameOf } from './estimates-rows.ts';

interface DuplicateProps {
  /** The estimate being copied; null keeps the dialog closed. */
  estimate: AccountEstimate | null;
  /** Every name in the list: the copy's name must differ from them (doc 000 §5). */
  names: readonly string[];
  onSubmit: (estimate: AccountEstimate, name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Duplicate Design' as the builder has it: the name starts as '{name} Copy', is checked on every
 * keystroke with the shared validator, and Enter duplicates.
 */
export function DuplicateEstimateModal(props: DuplicateProps) {
  const { estimate } = props;
  // A fresh body per estimate, so the field starts from that estimate's copy name.
  return estimate ? (
    <DuplicateBody key={estimate.designId} {...props} estimate={estimate} />
  ) : (
    <Modal open={false} title="Duplicate Design" onClose={props.onClose} />
  );
}

function DuplicateBody({ estimate, names, onSubmit, onClose }: DuplicateProps & { estimate: AccountEstimate }) {
  const initial = copyNameOf(estimate.name);
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const error = validateDesignName(name, names, 'duplicate');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (error || busy) return;
    setBusy(true);
    try {
      await onSubmit(estimate, name.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="Duplicate Design"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="eb-estimates-duplicate" disabled={Boolean(error)} busy={busy}>
            Duplicate Design
          </Button>
        </>
      }
    >
      <form id="eb-estimates-duplicate" className="eb-form" onSubmit={submit} noValidate>
        <Field
          label="Design name"
          value={name}
          autoComplete="off"
          error={error}
          onChange={(event) => setName(event.target.value)}
          onFocus={(event) => event.target.select()}
        />
      </form>
    </Modal>
  );
}
