import { catalogEndpoints } from '@eb/domain/endpoints/catalog';
import { measurementHints, type Size } from '@eb/domain/measurement-guard';
import { formatInches, type MeasurementLimits, measurementLimits, type ProductSizeLimits } from '@eb/domain/measurements';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../lib/api-client.ts';
import { MeasurementHints } from '../../../lib/measurement-hints.tsx';
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
  /** The window, whose measurement hints show here (the saved size, or the one being chosen); none without it. */
  windowId?: string;
  /** The sizes of the room's other windows, for the hints. */
  siblings?: readonly Size[];
}

/** Each product's limits, read once a page: opening the editor and the hints on the card both need them. */
const productSizes = new Map<string, Promise<ProductSizeLimits | null>>();

/** The product's ProductDimension limits, or null if they cannot be read (asked again next time). */
function productSizeLimits(productId: string): Promise<ProductSizeLimits | null> {
  const known = productSizes.get(productId);
  if (known) return known;
  const asked = call(catalogEndpoints.productDimension, { query: { productid: productId } }).then(
    (size) => ({ minWidth: size.MinWidth, maxWidth: size.MaxWidth, minHeight: size.MinHeight, maxHeight: size.MaxHeight }),
    () => {
      productSizes.delete(productId);
      return null;
    },
  );
  productSizes.set(productId, asked);
  return asked;
}

/** The limits for this window: the product's from ProductDimension, or the defaults if it cannot be read. */
async function limitsFor(mode: 'mandi' | 'product', productId: string | null | undefined) {
  const product = mode === 'mandi' || !productId ? null : await productSizeLimits(productId);
  return { limits: measurementLimits(mode, product), product };
}

const within = (value: number, limits: { min: number; max: number }) => Math.min(limits.max, Math.max(limits.min, value));

interface KnownSizes {
  productId: string | null;
  product: ProductSizeLimits | null;
  limits: MeasurementLimits;
}

/**
 * The hints for the saved size (shown under it) and for the size being chosen. For the saved size of
 * a window with a product, the product's limits must be known first; they are asked for only when
 * there is something to say, so a design of many windows with nothing to hint asks for nothing.
 */
function useSizeHints(
  props: MeasurementEditorProps,
  editing: boolean,
  draft: Size | null,
  known: KnownSizes | null,
  onKnown: (sizes: KnownSizes) => void,
) {
  const { width, height, canEdit, mode, productId, windowId, siblings } = props;
  const hasProduct = mode === 'product' && Boolean(productId);
  const knowsProduct = !hasProduct || known?.productId === productId;
  const product = hasProduct && known?.productId === productId ? (known?.product ?? null) : null;
  const showSaved = Boolean(windowId && canEdit && !editing && width && height);
  const saved = showSaved ? measurementHints({ width, height, siblings, product, limits: product ? null : measurementLimits(mode) }) : [];
  const wantsLimits = showSaved && !knowsProduct && saved.length > 0;
  useEffect(() => {
    if (!wantsLimits || !productId) return;
    let current = true;
    limitsFor(mode, productId).then((next) => current && onKnown({ productId, ...next }));
    return () => {
      current = false;
    };
  }, [wantsLimits, mode, productId, onKnown]);
  const chosen =
    windowId && editing && draft ? measurementHints({ ...draft, siblings, product, limits: known?.limits ?? measurementLimits(mode) }) : [];
  return { saved: knowsProduct ? saved : [], chosen };
}

/** Width and height, toggling between display and edit mode (doc 000 §4), in eighths, with the measurement guard's hints. */
export function MeasurementEditor(props: MeasurementEditorProps) {
  const { width, height, canEdit, mode, productId, onSave, editKey, windowId } = props;
  const [editing, setEditing] = useState(false);
  useEditing(editKey, editing);
  const [draft, setDraft] = useState({ width: width ?? 36, height: height ?? 48 });
  // A new window's editor opens on placeholder sizes: they say nothing until the shopper picks one.
  const [touched, setTouched] = useState(false);
  const [known, setKnown] = useState<KnownSizes | null>(null);
  const limits = known?.limits ?? measurementLimits(mode);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFieldSetElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusAfterToggle(editing, form, opener);
  const hints = useSizeHints(props, editing, touched || (width && height) ? draft : null, known, setKnown);
  const change = (next: Partial<Size>) => {
    setTouched(true);
    setDraft((current) => ({ ...current, ...next }));
  };

  if (!editing) {
    const open = async () => {
      const next = await limitsFor(mode, productId);
      setKnown({ productId: productId ?? null, ...next });
      setDraft({ width: within(width ?? 36, next.limits.width), height: within(height ?? 48, next.limits.height) });
      setTouched(false);
      setEditing(true);
    };
    return (
      <MeasurementView
        width={width}
        height={height}
        canEdit={canEdit}
        windowId={windowId}
        hints={hints.saved}
        opener={opener}
        onOpen={open}
        onSave={onSave}
      />
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
        onChange={(value) => change({ width: value })}
      />
      <InchesSelect
        label="Height"
        value={draft.height}
        min={limits.height.min}
        max={limits.height.max}
        onChange={(value) => change({ height: value })}
      />
      {windowId && (
        <MeasurementHints
          windowId={windowId}
          screen="editor"
          hints={hints.chosen}
          onFix={(fix) => {
            setDraft(fix);
            // The hint and its button are gone: focus goes back to the first field.
            form.current?.querySelector<HTMLElement>('select')?.focus();
          }}
        />
      )}
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

/** The window's measurements as they are saved, with Edit (or Add) Measurements and the card's hints. */
function MeasurementView({
  width,
  height,
  canEdit,
  windowId,
  hints,
  opener,
  onOpen,
  onSave,
}: {
  width: number | null | undefined;
  height: number | null | undefined;
  canEdit: boolean;
  windowId: string | undefined;
  hints: ReturnType<typeof useSizeHints>['saved'];
  opener: React.RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
  onSave: (width: number, height: number) => Promise<unknown> | unknown;
}) {
  return (
    <>
      <div className="eb-measure">
        <p className="eb-measure__value">
          {width && height ? (
            <>
              <span className="eb-size">{formatInches(width)} W</span> <span aria-hidden="true">×</span>{' '}
              <span className="eb-size">{formatInches(height)} H</span>
            </>
          ) : (
            <span className="eb-muted">No measurements yet</span>
          )}
        </p>
        {canEdit && (
          <Button ref={opener} variant="link" onClick={onOpen}>
            {width && height ? 'Edit Measurements' : 'Add Measurements'}
          </Button>
        )}
      </div>
      {windowId && canEdit && (
        <MeasurementHints
          windowId={windowId}
          screen="card"
          hints={hints}
          onFix={async (fix) => {
            await onSave(fix.width, fix.height);
            // The hint and its button are gone: focus stays with the measurements.
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}
