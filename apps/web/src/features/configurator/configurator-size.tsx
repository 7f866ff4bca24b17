import type { CatalogProduct } from '@eb/domain/catalog';
import { measurementHints, type Size } from '@eb/domain/measurement-guard';
import { PRODUCT_SIZE_DEFAULTS } from '@eb/domain/measurements';
import { useRef } from 'react';
import { MeasurementHints } from '../../lib/measurement-hints.tsx';
import { InchesSelect } from '../../ui/inches-select.tsx';
import { useConfiguredWindow } from './use-configurator.ts';

/**
 * Width and height in whole inches plus eighths, within the product's limits (or the defaults), with
 * the measurement guard's hints for the size chosen; a hint's fix changes the size as the selects do.
 */
export function ConfiguratorSize({
  headingId,
  product,
  width,
  height,
  choices,
  onChange,
}: {
  headingId: string;
  product: CatalogProduct;
  width: number;
  height: number;
  /** The chosen choices make the price-step saving exact; without them it is the size's price alone (at least that). */
  choices?: Record<string, string>;
  onChange: (next: Partial<Size>) => void;
}) {
  const section = useRef<HTMLElement>(null);
  const { itemId, guid } = useConfiguredWindow();
  const limits = {
    minWidth: product.minWidth ?? PRODUCT_SIZE_DEFAULTS.minWidth,
    maxWidth: product.maxWidth ?? PRODUCT_SIZE_DEFAULTS.maxWidth,
    minHeight: product.minHeight ?? PRODUCT_SIZE_DEFAULTS.minHeight,
    maxHeight: product.maxHeight ?? PRODUCT_SIZE_DEFAULTS.maxHeight,
  };
  // The room's other windows are the builder's: here the hints go by the product alone.
  const hints = measurementHints({ width, height, product, choices: choices ?? null });
  return (
    <section ref={section} className="eb-configurator__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Size</h2>
      <div className="eb-configurator__sizes">
        <InchesSelect
          label="Width"
          value={width}
          min={limits.minWidth}
          max={limits.maxWidth}
          onChange={(next) => onChange({ width: next })}
        />
        <InchesSelect
          label="Height"
          value={height}
          min={limits.minHeight}
          max={limits.maxHeight}
          onChange={(next) => onChange({ height: next })}
        />
      </div>
      <MeasurementHints
        // A configuration opened without a window keeps its dismissals under its own guid.
        windowId={itemId ?? guid}
        screen="configurator"
        hints={hints}
        onFix={(fix) => {
          onChange(fix);
          // The hint and its button are gone: focus goes back to the size.
          section.current?.querySelector<HTMLElement>('select')?.focus();
        }}
      />
    </section>
  );
}
