import {
  DUPLICATE_DEFAULT,
  DUPLICATE_MAX,
  DUPLICATE_MIN,
  duplicateCountProblem,
  isDuplicateCountValid,
  readDuplicateCount,
} from '@eb/domain/limits';
import { type Ref, useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';

/**
 * The duplicate panel (doc 000 §5): how many copies, default 2, rounded to an integer, empty when not
 * a number; confirm disabled below 1 (and above the per-request cap), with the reason under the field;
 * Enter confirms, Escape cancels. What was typed stays as typed (a fraction is rounded when leaving).
 * The card moves focus in and out (`useFocusAfterToggle`), as for the measurement editor.
 */
export function DuplicatePanel({
  onConfirm,
  onCancel,
  ref,
}: {
  onConfirm: (count: number) => Promise<unknown>;
  onCancel: () => void;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const id = useId();
  const [text, setText] = useState(String(DUPLICATE_DEFAULT));
  const [busy, setBusy] = useState(false);
  const count = readDuplicateCount(text);
  const valid = isDuplicateCountValid(count);
  const problem = valid ? null : duplicateCountProblem(count);

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
    <fieldset
      ref={ref}
      className="eb-duplicate"
      onKeyDown={(event) => {
        // Escape cancels from anywhere in the panel, as in the measurement editor.
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <legend className="eb-visually-hidden">Duplicate window</legend>
      <div className="eb-duplicate__field">
        <label id={`${id}-label`} htmlFor={id} className="eb-duplicate__label">
          Number of copies
        </label>
        <input
          id={id}
          className="eb-field__input eb-duplicate__input"
          type="number"
          inputMode="numeric"
          min={DUPLICATE_MIN}
          max={DUPLICATE_MAX}
          step={1}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-problem`}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setText(count === '' ? '' : String(count))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void confirm();
            }
          }}
        />
      </div>
      <div className="eb-duplicate__buttons">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!valid} busy={busy} onClick={confirm}>
          Duplicate
        </Button>
      </div>
      <p id={`${id}-problem`} className="eb-duplicate__problem" aria-live="polite">
        {problem}
      </p>
    </fieldset>
  );
}
