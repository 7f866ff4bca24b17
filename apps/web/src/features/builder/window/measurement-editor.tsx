import { DIMENSION_LIMITS, formatInches } from '@eb/domain/measurements';
import { useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { InchesSelect } from '../../../ui/inches-select.tsx';
import { useFocusAfterToggle } from '../../../ui/use-focus-after-toggle.ts';

export interface MeasurementEditorProps {
  width: number | null;
  height: number | null;
  canEdit: boolean;
  onSave: (width: number, height: number) => Promise<unknown>;
}

/** Width and height, toggling between display and edit mode (doc 000 §4), in eighths. */
export function MeasurementEditor({ width, height, canEdit, onSave }: MeasurementEditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ width: width ?? 36, height: height ?? 48 });
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFieldSetElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusAfterToggle(editing, form, opener);

  if (!editing) {
    return (
      <div className="eb-measure">
        <p className="eb-measure__value">
          {width && height ? (
            <>
              <span>W {formatInches(width)}</span> <span aria-hidden="true">×</span> <span>H {formatInches(height)}</span>
            </>
          ) : (
            <span className="eb-muted">No measurements yet</span>
          )}
        </p>
        {canEdit && (
          <Button
            ref={opener}
            variant="link"
            onClick={() => {
              setDraft({ width: width ?? 36, height: height ?? 48 });
              setEditing(true);
            }}
          >
            {width && height ? 'Edit Measurements' : 'Add Measurements'}
          </Button>
        )}
      </div>
    );
  }

  const save = async () => {
    setBusy(true);
    try {
      await onSave(draft.width, draft.height);
      setEditing(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset
      ref={form}
      className="eb-measure eb-measure--editing"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          setEditing(false);
        }
      }}
    >
      <legend className="eb-visually-hidden">Measurements</legend>
      <InchesSelect
        label="Width"
        value={draft.width}
        min={DIMENSION_LIMITS.width.min}
        max={DIMENSION_LIMITS.width.max}
        onChange={(value) => setDraft((current) => ({ ...current, width: value }))}
      />
      <InchesSelect
        label="Height"
        value={draft.height}
        min={DIMENSION_LIMITS.height.min}
        max={DIMENSION_LIMITS.height.max}
        onChange={(value) => setDraft((current) => ({ ...current, height: value }))}
      />
      <div className="eb-measure__actions">
        <Button variant="secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        <Button busy={busy} onClick={save}>
          Save
        </Button>
      </div>
    </fieldset>
  );
}
