import { DUPLICATE_DEFAULT, isDuplicateCountValid, parseDuplicateCount } from '@eb/domain/limits';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';

/**
 * The duplicate panel (doc 000 §5): how many copies, default 2, rounded, at least 1, empty when not
 * a number; confirm disabled below 1; Enter confirms, Escape cancels.
 */
export function DuplicatePanel({ onConfirm, onCancel }: { onConfirm: (count: number) => Promise<unknown>; onCancel: () => void }) {
  const id = useId();
  const [text, setText] = useState(String(DUPLICATE_DEFAULT));
  const [busy, setBusy] = useState(false);
  const count = parseDuplicateCount(text);
  const valid = isDuplicateCountValid(count);

  const confirm = async () => {
    if (!valid || busy) return;
    setBusy(true);
    try {
      await onConfirm(count);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="eb-duplicate">
      <legend className="eb-visually-hidden">Duplicate window</legend>
      <label id={`${id}-label`} htmlFor={id} className="eb-duplicate__label">
        Number of copies
      </label>
      <input
        id={id}
        className="eb-field__input eb-duplicate__input"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={text}
        // biome-ignore lint/a11y/noAutofocus: the panel opens on request and is about this one field.
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setText(count === '' ? '' : String(count))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void confirm();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button disabled={!valid} busy={busy} onClick={confirm}>
        Duplicate
      </Button>
    </fieldset>
  );
}
