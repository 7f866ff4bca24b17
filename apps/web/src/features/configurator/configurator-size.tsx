import type { CatalogProduct } from '@eb/domain/catalog';
import { PRODUCT_SIZE_DEFAULTS } from '@eb/domain/measurements';
import { InchesSelect } from '../../ui/inches-select.tsx';

/** Width and height in whole inches plus eighths, within the product's limits (or the defaults). */
export function ConfiguratorSize({
  headingId,
  product,
  width,
  height,
  onChange,
}: {
  headingId: string;
  product: CatalogProduct;
  width: number;
  height: number;
  onChange: (next: { width: number } | { height: number }) => void;
}) {
  const limits = {
    minWidth: product.minWidth ?? PRODUCT_SIZE_DEFAULTS.minWidth,
    maxWidth: product.maxWidth ?? PRODUCT_SIZE_DEFAULTS.maxWidth,
    minHeight: product.minHeight ?? PRODUCT_SIZE_DEFAULTS.minHeight,
    maxHeight: product.maxHeight ?? PRODUCT_SIZE_DEFAULTS.maxHeight,
  };
  return (
    <section className="eb-configurator__section" aria-labelledby={headingId}>
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
    </section>
  );
}
