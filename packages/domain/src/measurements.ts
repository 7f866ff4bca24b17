/**
 * Dimensions in inches, in eighth steps (doc 000 §5, §9). Stored as decimal inches (36.125);
 * shown as whole inches plus eighths ('36 1/8"'): fractions display in eighths only.
 */

export type Dimension = 'width' | 'height' | 'depth';

export const DIMENSION_LIMITS: Readonly<Record<Dimension, { min: number; max: number }>> = {
  width: { min: 7, max: 196 },
  height: { min: 10, max: 196 },
  depth: { min: 0, max: 24 },
};

/** Product-mode pick list bounds when the product gives none (doc 000 §5). */
export const PRODUCT_SIZE_DEFAULTS = { minWidth: 7, maxWidth: 156, minHeight: 10, maxHeight: 160 } as const;

/** 0, 1/8 ... 7/8 as labels, index = eighths. */
export const EIGHTH_LABELS = ['0', '1/8', '2/8', '3/8', '4/8', '5/8', '6/8', '7/8'] as const;

const DIMENSION_NAMES: Record<Dimension, string> = { width: 'Width', height: 'Height', depth: 'Depth' };

export function isEighthStep(inches: number): boolean {
  return Number.isFinite(inches) && Number.isInteger(Math.round(inches * 8 * 1e6) / 1e6);
}

/** Whole inches and eighths of a value in eighth steps. */
export function splitEighths(inches: number): { whole: number; eighths: number } {
  const total = Math.round(inches * 8);
  return { whole: Math.floor(total / 8), eighths: total - Math.floor(total / 8) * 8 };
}

export function joinEighths(whole: number, eighths: number): number {
  return whole + eighths / 8;
}

/** A size in eighths for a sentence: '36', '36 3/8' (doc 000 §5: fractions display in eighths only). */
export function eighthsText(inches: number): string {
  const { whole, eighths } = splitEighths(inches);
  return eighths === 0 ? `${whole}` : `${whole} ${eighths}/8`;
}

/** '36"', '36 3/8"'. */
export function formatInches(inches: number): string {
  return `${eighthsText(inches)}"`;
}

/** The spec's sentence for a dimension out of its limits or off the eighth grid; null when fine. */
export function checkDimension(name: Dimension, inches: number, limits = DIMENSION_LIMITS[name]): string | null {
  const label = DIMENSION_NAMES[name];
  if (!Number.isFinite(inches)) return `${label} must be a number of inches.`;
  if (inches < limits.min || inches > limits.max)
    return `${label} must be between ${eighthsText(limits.min)} and ${eighthsText(limits.max)} inches.`;
  if (!isEighthStep(inches)) return `${label} must be in eighths of an inch.`;
  return null;
}

/**
 * Whole-inch pick list for a product: from the floor of its minimum to its maximum (doc 000 §5).
 */
export function wholeInchOptions(min: number, max: number): number[] {
  const from = Math.floor(min);
  const to = Math.floor(max);
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** A product's size limits as ProductDimension answers them (doc 001 §3), in inches. */
export interface ProductSizeLimits {
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
}

export type MeasurementLimits = Readonly<Record<'width' | 'height', { min: number; max: number }>>;

/**
 * The width and height a window's measurements may take (doc 000 §5): in mandi mode the fixed
 * 7–196 × 10–196; in product mode the product's own limits, the pick list running from the floor of
 * its minimum to its maximum, with 7–156 × 10–160 when there is no product (or it names none).
 */
export function measurementLimits(mode: 'mandi' | 'product', product?: Partial<ProductSizeLimits> | null): MeasurementLimits {
  if (mode === 'mandi') return { width: DIMENSION_LIMITS.width, height: DIMENSION_LIMITS.height };
  return {
    width: {
      min: Math.floor(product?.minWidth ?? PRODUCT_SIZE_DEFAULTS.minWidth),
      max: product?.maxWidth ?? PRODUCT_SIZE_DEFAULTS.maxWidth,
    },
    height: {
      min: Math.floor(product?.minHeight ?? PRODUCT_SIZE_DEFAULTS.minHeight),
      max: product?.maxHeight ?? PRODUCT_SIZE_DEFAULTS.maxHeight,
    },
  };
}

/**
 * A window's size as every screen, mail and PDF writes it: '36 1/8" W × 48" H' (sizes in eighths, doc
 * 000 §5); a side not measured reads '—'.
 */
export function sizeText(width: number | null | undefined, height: number | null | undefined): string {
  const side = (inches: number | null | undefined) => (inches !== null && inches !== undefined && inches > 0 ? formatInches(inches) : '—');
  return `${side(width)} W × ${side(height)} H`;
}
