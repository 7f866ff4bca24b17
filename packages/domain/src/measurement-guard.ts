import type { CatalogProduct } from './catalog.ts';
import { formatMoney } from './format.ts';
import { DIMENSION_LIMITS, EIGHTH_LABELS, formatInches, isEighthStep, type ProductSizeLimits, splitEighths } from './measurements.ts';
import { toDollars } from './money.ts';
import { gridRetailCents, priceConfiguration } from './pricing.ts';

/**
 * The measurement guard: hints on a window's width and height that look wrong (swapped, in another
 * unit, out of scale with the room) or that sit just past a price step. Each hint offers one fix as
 * new sizes; nothing here changes a size, the shopper takes the fix or not. Pure and cheap, so a
 * screen works the hints out on every keystroke from what it shows.
 */

export const MEASUREMENT_HINT_KINDS = ['unit', 'swap', 'price-step'] as const;
export type MeasurementHintKind = (typeof MEASUREMENT_HINT_KINDS)[number];

export interface Size {
  width: number;
  height: number;
}

export interface MeasurementHint {
  /** Stable id: dismissals and analytics name the hint by it. */
  kind: MeasurementHintKind;
  /** A few words naming the hint (its Dismiss button says 'Dismiss hint: {title}'). */
  title: string;
  message: string;
  /** The fix button's words. */
  fixLabel: string;
  fix: Size;
}

type Range = { min: number; max: number };
type Limits = Readonly<Record<'width' | 'height', Range>>;

export interface MeasurementHintInput {
  width: number | null;
  height: number | null;
  /**
   * The window's product: its limits bound every fix and tell a swapped size; with its price grid
   * (a catalog product) the price-step hint can speak too. Absent when the screen does not know it.
   */
  product?: ProductSizeLimits | CatalogProduct | null;
  /** The sizes the screen accepts when there is no product; the widest of any window otherwise. */
  limits?: Limits | null;
  /** The configuration's choices, for an exact saving; without them the saving is the size's price alone. */
  choices?: Record<string, string> | null;
  /** Coverings on the window: the saving is per covering times this. */
  quantity?: number;
  /** The other windows of the room that have both sizes. */
  siblings?: readonly Size[];
}

/** Ten times (or a tenth of) the room's usual size is beyond any two ordinary openings of one room. */
export const OUT_OF_SCALE_FACTOR = 10;
/** A unit guess explains an out-of-scale size only if it lands within this factor of the room's usual size. */
export const ROOM_LIKE_FACTOR = 2;
/**
 * 'Far taller' (or wider): height/width at least this many times every sibling's. A 36" × 48" window
 * beside a 72" × 36" one (2.7 times) is an ordinary mix; 36" × 72" beside it (4 times) is not.
 */
export const SWAP_RATIO_FACTOR = 3;
/** Rooms often hold identical windows: when the size turned round is a sibling's, twice is enough. */
export const SWAP_TWIN_RATIO_FACTOR = 2;
/** How close to a sibling's size, on each side, the turned size must be to count as its twin. */
export const TWIN_TOLERANCE_INCHES = 0.5;
/** Turned round, the window must look like its siblings: its ratio within theirs, widened by this factor. */
export const SWAP_LIKE_FACTOR = 1.5;
/** The most a price-step fix takes off a side, in inches: the window must still be covered. */
export const PRICE_STEP_MAX_INCHES = 0.5;

const DIMENSION_WORDS = { width: { noun: 'width', adjective: 'wide' }, height: { noun: 'height', adjective: 'high' } } as const;
type Side = keyof typeof DIMENSION_WORDS;

const toEighth = (inches: number) => Math.round(inches * 8) / 8;
const floorEighth = (inches: number) => Math.floor(inches * 8 + 1e-9) / 8;
const within = (value: number, range: Range) => value >= range.min && value <= range.max;
const fits = (size: Size, limits: Limits) => within(size.width, limits.width) && within(size.height, limits.height);
const isPriced = (product: MeasurementHintInput['product']): product is CatalogProduct =>
  Boolean(product && 'priceGrid' in product && product.priceGrid);

/** The limits every fix must keep to: the product's own, else the screen's, else the widest any window takes. */
function allowedLimits(input: MeasurementHintInput): Limits {
  const { product } = input;
  if (product) {
    return { width: { min: product.minWidth, max: product.maxWidth }, height: { min: product.minHeight, max: product.maxHeight } };
  }
  return input.limits ?? { width: DIMENSION_LIMITS.width, height: DIMENSION_LIMITS.height };
}

const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const usableSiblings = (siblings: readonly Size[] | undefined) =>
  (siblings ?? []).filter((size) => usable(size.width) && usable(size.height));

/** '1/8"' for a distance under an inch; '1 2/8"' above. */
function formatDistance(inches: number): string {
  const { whole, eighths } = splitEighths(inches);
  return whole === 0 ? `${EIGHTH_LABELS[eighths]}"` : formatInches(inches);
}

/** '36" wide', '48" high' or '36" × 48"': the sides that change. */
function sizeWords(from: Size, to: Size): string {
  if (to.height === from.height) return `${formatInches(to.width)} ${DIMENSION_WORDS.width.adjective}`;
  if (to.width === from.width) return `${formatInches(to.height)} ${DIMENSION_WORDS.height.adjective}`;
  return `${formatInches(to.width)} × ${formatInches(to.height)}`;
}

// ---------- Wrong unit or out of scale for the room ----------

/** What an entry in another unit would be in inches. Feet only explain too-small sizes, metric only too-large ones. */
const UNIT_GUESSES = [
  { unit: 'feet', toInches: (value: number) => value * 12, when: 'small' },
  { unit: 'centimetres', toInches: (value: number) => value / 2.54, when: 'large' },
  { unit: 'millimetres', toInches: (value: number) => value / 25.4, when: 'large' },
] as const;

interface UnitGuess {
  side: Side;
  from: number;
  to: number;
  unit: string;
}

/**
 * The best guess for one side: only when the entry is impossible (outside the limits) or out of scale
 * with the room (ten times, or a tenth of, its usual size), and only a guess that lands within the
 * limits, on the eighth grid, and (when the room alone raised the doubt) looks like the room's windows.
 */
function unitGuess(side: Side, value: number, range: Range, usual: number | undefined): UnitGuess | null {
  const tooSmall = value < range.min;
  const tooLarge = value > range.max;
  const small = tooSmall || (usual !== undefined && value * OUT_OF_SCALE_FACTOR <= usual);
  const large = tooLarge || (usual !== undefined && value >= usual * OUT_OF_SCALE_FACTOR);
  const impossible = tooSmall || tooLarge;
  const closeness = (inches: number) => (usual === undefined ? 0 : Math.abs(Math.log(inches / usual)));
  let best: UnitGuess | null = null;
  for (const guess of UNIT_GUESSES) {
    if ((guess.when === 'small' && !small) || (guess.when === 'large' && !large)) continue;
    const to = toEighth(guess.toInches(value));
    if (!within(to, range) || to === value) continue;
    if (!impossible && closeness(to) > Math.log(ROOM_LIKE_FACTOR)) continue;
    if (!best || closeness(to) < closeness(best.to)) best = { side, from: value, to, unit: guess.unit };
  }
  return best;
}

/** 'Did you mean 36" wide?' when a side reads like feet, centimetres or millimetres, or is far out of scale for the room. */
export function unitHint(input: MeasurementHintInput): MeasurementHint | null {
  const { width, height } = input;
  if (!usable(width) || !usable(height)) return null;
  const limits = allowedLimits(input);
  const siblings = usableSiblings(input.siblings);
  const guesses = [
    unitGuess('width', width, limits.width, median(siblings.map((size) => size.width))),
    unitGuess('height', height, limits.height, median(siblings.map((size) => size.height))),
  ].filter((guess): guess is UnitGuess => guess !== null);
  if (guesses.length === 0) return null;
  const from = { width, height };
  const fix = { ...from };
  for (const guess of guesses) fix[guess.side] = guess.to;
  // A fix that leaves the other side impossible would only trade one refusal for another.
  if (!fits(fix, limits)) return null;
  const question = `Did you mean ${sizeWords(from, fix)}?`;
  const reasons = guesses.map((guess) => `${formatInches(guess.from)} looks like a ${DIMENSION_WORDS[guess.side].noun} in ${guess.unit}.`);
  return { kind: 'unit', title: question, message: `${question} ${reasons.join(' ')}`, fixLabel: `Use ${sizeWords(from, fix)}`, fix };
}

// ---------- Width and height swapped ----------

/** The product refuses the size but takes it turned round (and can price it, when its grid is known). */
function productTakesItTurned(input: MeasurementHintInput, size: Size, turned: Size): boolean {
  const { product } = input;
  if (!product) return false;
  const limits = allowedLimits(input);
  if (fits(size, limits) || !fits(turned, limits)) return false;
  return !isPriced(product) || gridRetailCents(product.priceGrid, turned.width, turned.height) !== null;
}

/**
 * The window's drawing would be far taller (or far wider) than every sibling's, while turned round it
 * would look like them: a tall side light among wide windows stays unflagged, as it looks like none.
 */
function outOfShapeForRoom(size: Size, siblings: readonly Size[]): 'taller' | 'wider' | null {
  if (siblings.length === 0) return null;
  const ratios = siblings.map((sibling) => sibling.height / sibling.width);
  const lowest = Math.min(...ratios);
  const highest = Math.max(...ratios);
  const ratio = size.height / size.width;
  const turned = 1 / ratio;
  const looksLikeThem = turned >= lowest / SWAP_LIKE_FACTOR && turned <= highest * SWAP_LIKE_FACTOR;
  if (!looksLikeThem) return null;
  const twin = siblings.some(
    (sibling) =>
      Math.abs(sibling.width - size.height) <= TWIN_TOLERANCE_INCHES && Math.abs(sibling.height - size.width) <= TWIN_TOLERANCE_INCHES,
  );
  const factor = twin ? SWAP_TWIN_RATIO_FACTOR : SWAP_RATIO_FACTOR;
  if (ratio > 1 && ratio >= highest * factor) return 'taller';
  if (ratio < 1 && ratio * factor <= lowest) return 'wider';
  return null;
}

/** 'Swap width and height' when the product takes only the other orientation, or the room says so. */
export function swapHint(input: MeasurementHintInput): MeasurementHint | null {
  const { width, height } = input;
  if (!usable(width) || !usable(height) || width === height) return null;
  const size = { width, height };
  const turned = { width: height, height: width };
  const shown = `${formatInches(width)} wide × ${formatInches(height)} high`;
  const title = 'Width and height look swapped';
  const base = { kind: 'swap' as const, title, fixLabel: 'Swap width and height', fix: turned };
  if (productTakesItTurned(input, size, turned)) {
    const other = `${formatInches(turned.width)} wide × ${formatInches(turned.height)} high`;
    return { ...base, message: `${title}: this product cannot be made ${shown}, but it can be made ${other}.` };
  }
  if (!fits(turned, allowedLimits(input))) return null;
  const shape = outOfShapeForRoom(size, usableSiblings(input.siblings));
  if (!shape) return null;
  return { ...base, message: `${title}: ${shown} would be far ${shape} than the other windows in this room.` };
}

// ---------- Just past a price step ----------

/** The sale price of one covering at a size, and the rules that spoke; null when the size has no price. */
function salePrice(product: CatalogProduct, size: Size, choices: Record<string, string>) {
  const priced = priceConfiguration(product, { ...size, choices });
  return priced.hasPricing ? { cents: priced.subtotalCents, messages: new Set(priced.messages) } : null;
}

/** The bracket bound just under a side, if the side is past it by at most the allowed distance. */
function stepBelow(bounds: readonly number[], value: number, range: Range): number | null {
  const below = bounds.filter((bound) => bound < value && value - floorEighth(bound) <= PRICE_STEP_MAX_INCHES);
  if (below.length === 0) return null;
  const step = floorEighth(Math.max(...below));
  return step >= range.min && step < value ? step : null;
}

/**
 * '1/8" narrower saves $12.40' when a side is just past a bracket of the product's price grid. Only
 * ever smaller (an inside mount must not be wider than its opening) and by at most half an inch (the
 * window must still be covered); never a size the rules would refuse that the current one passes.
 */
export function priceStepHint(input: MeasurementHintInput): MeasurementHint | null {
  const { width, height, product } = input;
  if (!usable(width) || !usable(height) || !isPriced(product)) return null;
  if (!isEighthStep(width) || !isEighthStep(height)) return null;
  const limits = allowedLimits(input);
  const size = { width, height };
  if (!fits(size, limits)) return null;
  const choices = input.choices ?? {};
  const current = salePrice(product, size, choices);
  if (!current) return null;
  const narrower = stepBelow(product.priceGrid.widths, width, limits.width);
  const shorter = stepBelow(product.priceGrid.heights, height, limits.height);
  const candidates: Size[] = [];
  if (narrower !== null) candidates.push({ width: narrower, height });
  if (shorter !== null) candidates.push({ width, height: shorter });
  if (narrower !== null && shorter !== null) candidates.push({ width: narrower, height: shorter });

  // The biggest saving; between equal ones, the one that takes the least off.
  const moved = (to: Size) => width - to.width + (height - to.height);
  let best: { size: Size; saving: number } | null = null;
  for (const candidate of candidates) {
    const priced = salePrice(product, candidate, choices);
    if (!priced || [...priced.messages].some((message) => !current.messages.has(message))) continue;
    const saving = current.cents - priced.cents;
    if (saving > 0 && (!best || saving > best.saving || (saving === best.saving && moved(candidate) < moved(best.size)))) {
      best = { size: candidate, saving };
    }
  }
  if (!best) return null;
  const quantity = input.quantity !== undefined && Number.isInteger(input.quantity) && input.quantity > 1 ? input.quantity : 1;
  const saving = formatMoney(toDollars(best.saving * quantity));
  const changes = [
    best.size.width < width ? `${formatDistance(width - best.size.width)} narrower` : null,
    best.size.height < height ? `${formatDistance(height - best.size.height)} shorter` : null,
  ].filter(Boolean);
  // Without the choices, options priced by width or as a percentage are left out: the saving is at least this.
  const amount = input.choices ? saving : `at least ${saving}`;
  const coverings = quantity > 1 ? ` on ${quantity} coverings` : '';
  const title = 'Just past a price step';
  return {
    kind: 'price-step',
    title,
    message: `${title}: ${changes.join(' and ')} saves ${amount}${coverings}.`,
    fixLabel: `Use ${sizeWords(size, best.size)}`,
    fix: best.size,
  };
}

/**
 * The hints for one window, in the order a screen shows them. A size that looks wrong is settled
 * first: a saving on a size that is about to change would only distract.
 */
export function measurementHints(input: MeasurementHintInput): MeasurementHint[] {
  const found = [unitHint(input), swapHint(input)].filter((hint): hint is MeasurementHint => hint !== null);
  if (found.length > 0) return found;
  const step = priceStepHint(input);
  return step ? [step] : [];
}
