import { formatInches, type MeasurementLimits, measurementLimits } from '@eb/domain/measurements';
import { useRef, useState } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { InchesSelect } from '../../../ui/inches-select.tsx';
import { useFocusAfterToggle } from '../../../ui/use-focus-after-toggle.ts';
import { useEditing } from '../use-builder.ts';

export interface MeasurementEditorProps {
  width: number | null;
  height: number | null;
  canEdit: boolean;
  /** Product mode keeps to the window's product's limits; mandi to the fixed ones (doc 000 §5). */
  mode: 'mandi' | 'product';
  /** The window's product, whose ProductDimension limits the pick lists take; none gives the defaults. */
  productId?: string | null | undefined;
  onSave: (width: number, height: number) => Promise<unknown>;
  /** What is being edited, for `useEditing` ('window:{id}'). */
  editKey: string;
}

interface ProductDimension {
  MinWidth: number;
  MaxWidth: number;
  MinHeight: number;
  MaxHeight: number;
}

/** The limits for this window: the product's from ProductDimension, or the defaults if it cannot be read. */
async function limitsFor(mode: 'mandi' | 'product', productId: string | null | undefined): Promise<MeasurementLimits> {
  if (mode === 'mandi' || !productId) return measurementLimits(mode);
  try {
    const size = await apiFetch<ProductDimension>(
      `/Catalog/ProductConfiguration/ProductDimension?productid=${encodeURIComponent(productId)}`,
    );
    return measurementLimits(mode, {
      minWidth: size.MinWidth,
      maxWidth: size.MaxWidth,
      minHeight: size.MinHeight,
      maxHeight: size.MaxHeight,
    });
  } catch {
    return measurementLimits(mode);
  }
}

const within = (value: number, limits: { min: number; max: number }) => Math.min(limits.max, Math.max(limits.min, value));

/** Width and height, toggling between display and edit mode (doc 000 §4), in eighths. */
export function MeasurementEditor({ width, height, canEdit, mode, productId, onSave, editKey }: MeasurementEditorProps) {
  const [editing, setEditing] = useState(false);
  useEditing(editKey, editing);
  const [draft, setDraft] = useState({ width: width ?? 36, height: height ?? 48 });
  const [limits, setLimits] = useState<MeasurementLimits>(() => measurementLimits(mode));
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
            onClick={async () => {
              const next = await limitsFor(mode, productId);
              setLimits(next);
              setDraft({ width: within(width ?? 36, next.width), height: within(height ?? 48, next.height) });
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
        min={limits.width.min}
        max={limits.width.max}
        onChange={(value) => setDraft((current) => ({ ...current, width: value }))}
      />
      <InchesSelect
        label="Height"
        value={draft.height}
        min={limits.height.min}
        max={limits.height.max}
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
