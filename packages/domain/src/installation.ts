import { z } from 'zod';
import { type Item, type ItemProduct, itemAttribute } from './design.ts';
import { formatMoney } from './format.ts';
import { WINDOW_CATEGORY_IDS, windowCategoryIdOfKey } from './mandi.ts';
import { toCents, toDollars } from './money.ts';

/**
 * Professional installation pricing (doc 001 §3 "Installation pricing per design"): the price table a
 * merchandiser edits (a data file checked at start), the facts of a window that pricing reads, the
 * pure pricing of a job, the pricing block and cost breakdown lines, eligibility and the promo end
 * date display rules of §4.
 *
 * Money is integer cents inside; answers are dollars with two decimals. Every price in the table is
 * whole cents and every line is a whole count times a whole-cent price, so sums are exact; the one
 * division (a surcharge's unit price, retail / quantity, doc 001 §2) is rounded half away from zero
 * to the cent, for display only.
 */

/** Spec names of doc 001 §3; 'installation' and 'measurecredit' are the spec's own. */
export const SPEC_NAMES = {
  installation: 'installation',
  windowRemoval: 'windowRemoval',
  windowHaul: 'windowHaul',
  measureCredit: 'measurecredit',
} as const;
export const SURCHARGE_NAMES = ['oversize', 'specialtyShape', 'motorized'] as const;
export type SurchargeName = (typeof SURCHARGE_NAMES)[number];
export const SPEC_TYPES = ['installation', 'removal', 'haul', 'credit', 'surcharge'] as const;
export type SpecType = (typeof SPEC_TYPES)[number];

/** The pricing block's line names (doc 001 §2). */
export const LINE_LABELS = {
  installation: 'Installation',
  windowRemoval: 'Removal',
  windowHaul: 'Haul Away',
  measureCredit: 'Measure Credit',
} as const;
export const SERVICE_COST_BREAKDOWN = 'Service Cost Breakdown:';
export const TOTAL_COST = 'Total Cost';

/** Category 0 of the mandi categories (doc 001 §7): a window whose category is not known. */
export const UNKNOWN_CATEGORY_ID = 0;
export const PRICED_CATEGORY_IDS = [UNKNOWN_CATEGORY_ID, ...WINDOW_CATEGORY_IDS];

const cents = z.number().int().min(0);
const pairSchema = z.object({ costCents: cents, retailCents: cents });
export type PricePair = z.infer<typeof pairSchema>;

export const priceTableSchema = z
  .object({
    /**
     * Size bands by united inches (width + height), smallest first; a band holds sizes up to its
     * maximum, the last band (maxUnitedInches null) everything larger.
     */
    sizeBands: z
      .array(z.object({ band: z.string().min(1), label: z.string().min(1), maxUnitedInches: z.number().positive().nullable() }))
      .min(1),
    /** Installation per window covering, per mandi category (0 unknown … 4 perfect-arch) and band. */
    categories: z
      .array(
        z.object({
          categoryId: z.number().int(),
          key: z.string().min(1),
          installation: z.record(z.string(), pairSchema),
        }),
      )
      .min(1),
    windowRemoval: pairSchema,
    windowHaul: pairSchema,
    /** Credited once per professionally measured design (the measure fee already paid). */
    measureCredit: z.object({ retailCents: cents }),
    surcharges: z.object({
      oversize: pairSchema.extend({
        displayName: z.string().min(1),
        /** Inches: a window wider or taller than these is oversize. */
        overWidth: z.number().positive(),
        overHeight: z.number().positive(),
      }),
      specialtyShape: pairSchema.extend({ displayName: z.string().min(1) }),
      motorized: pairSchema.extend({ displayName: z.string().min(1) }),
    }),
  })
  .superRefine((table, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message });
    table.sizeBands.forEach((band, index) => {
      const last = index === table.sizeBands.length - 1;
      if (last !== (band.maxUnitedInches === null)) problem(`size band ${band.band}: only the last band has no maximum`);
      const previous = table.sizeBands[index - 1]?.maxUnitedInches;
      if (previous != null && band.maxUnitedInches !== null && band.maxUnitedInches <= previous)
        problem(`size band ${band.band}: maximums must rise`);
    });
    const ids = table.categories.map((category) => category.categoryId).sort();
    if (ids.join(',') !== PRICED_CATEGORY_IDS.join(',')) problem(`categories must be ${PRICED_CATEGORY_IDS.join(', ')}, each once`);
    for (const category of table.categories) {
      // Keys are written as doc 001 §7 gives them, '{product}' standing for each site's word.
      const keyId = category.key === 'unknown' ? UNKNOWN_CATEGORY_ID : windowCategoryIdOfKey(category.key.replace('{product}', 'blinds'));
      if (keyId !== category.categoryId) problem(`category ${category.categoryId}: key ${category.key} is not its key`);
      for (const band of table.sizeBands) {
        if (!category.installation[band.band]) problem(`category ${category.categoryId}: no installation price for band ${band.band}`);
      }
      for (const band of Object.keys(category.installation)) {
        if (!table.sizeBands.some((candidate) => candidate.band === band)) problem(`category ${category.categoryId}: unknown band ${band}`);
      }
    }
  });
export type PriceTable = z.infer<typeof priceTableSchema>;

/** What pricing reads of one window covering line (a window and its quantity). */
export interface InstallWindow {
  itemId: string;
  label: string;
  categoryId: number;
  width: number;
  height: number;
  quantity: number;
  specialtyShape: boolean;
  motorized: boolean;
}

/** The job options that change the price (doc 001 §3 Job options). */
export interface PricingExtras {
  windowRemoval: boolean;
  windowHaul: boolean;
  windowRemoveCount: number;
  windowHaulCount: number;
}

export interface InstallationCharge {
  specName: string;
  specType: SpecType;
  displayName: string;
  /** How many window coverings the line is for (1 for the measure credit). */
  value: number;
  cost: number;
  retail: number;
}

export interface WindowInstallation {
  itemId: string;
  label: string;
  categoryId: number;
  band: string;
  unitedInches: number;
  quantity: number;
  unitCost: number;
  unitRetail: number;
  cost: number;
  retail: number;
  surcharges: SurchargeName[];
}

export interface InstallationSummary {
  measureCredit: number;
  installationCost: number;
  surcharges: number;
  /** Removal and haul away. */
  additionalInstallationCost: number;
  totalInstallationCost: number;
}

export interface PricingResult {
  retail: number;
  cost: number;
  /** Installation is quoted pretax; the tax call prices tax on the whole order. */
  tax: number;
  totalInstallationCost: number;
  charges: InstallationCharge[];
  windows: WindowInstallation[];
  summary: InstallationSummary;
}

const isSet = (value: string | null | undefined) =>
  value !== null && value !== undefined && !['', 'false', 'no', '0', '[]'].includes(value.trim().toLowerCase());
const productAttribute = (product: ItemProduct | null, name: string) =>
  product?.attributes.find((attribute) => attribute.name === name)?.value ?? null;
const positive = (value: string | null) => {
  const number = value === null ? Number.NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/**
 * A window's pricing facts from the design: the measured size and category (item attributes) win
 * over the configured product's; motorized when flagged on the window or the product's lift is
 * motorized. Answers null size when neither has one.
 */
export function installWindowFacts(item: Pick<Item, 'itemId' | 'label' | 'charLabel' | 'quantity' | 'attributes' | 'itemProduct'>) {
  const product = item.itemProduct;
  const categoryKey = itemAttribute(item, 'category');
  const productCategory = Number(productAttribute(product, 'windowCategory'));
  const categoryId =
    windowCategoryIdOfKey(categoryKey) ??
    ((WINDOW_CATEGORY_IDS as readonly number[]).includes(productCategory) ? productCategory : UNKNOWN_CATEGORY_ID);
  const width = positive(itemAttribute(item, 'width')) ?? positive(productAttribute(product, 'width'));
  const height = positive(itemAttribute(item, 'height')) ?? positive(productAttribute(product, 'height'));
  const motorized =
    isSet(itemAttribute(item, 'motorized')) || Boolean(product?.choices.some((choice) => choice.choiceValue === 'Motorized'));
  return {
    itemId: item.itemId,
    label: item.charLabel || item.label,
    categoryId,
    width,
    height,
    quantity: item.quantity,
    specialtyShape: isSet(itemAttribute(item, 'specialtyShape')),
    motorized,
  };
}

export function sizeBandOf(table: PriceTable, width: number, height: number) {
  const unitedInches = width + height;
  const band = table.sizeBands.find((candidate) => candidate.maxUnitedInches === null || unitedInches <= candidate.maxUnitedInches);
  // The schema makes the last band open-ended, so a band is always found.
  return { unitedInches, band: (band ?? table.sizeBands[table.sizeBands.length - 1])?.band ?? '' };
}

export function surchargesOf(table: PriceTable, window: Pick<InstallWindow, 'width' | 'height' | 'specialtyShape' | 'motorized'>) {
  const found: SurchargeName[] = [];
  const { oversize } = table.surcharges;
  if (window.width > oversize.overWidth || window.height > oversize.overHeight) found.push('oversize');
  if (window.specialtyShape) found.push('specialtyShape');
  if (window.motorized) found.push('motorized');
  return found;
}

const charge = (specName: string, specType: SpecType, displayName: string, value: number, costCents: number, retailCents: number) => ({
  specName,
  specType,
  displayName,
  value,
  costCents,
  retailCents,
});

/**
 * Prices a job: installation per window covering by category and size band, removal and haul away
 * per counted window, one surcharge line per kind that applies, and the measure credit (negative,
 * capped so the installation never goes below zero) when the design was professionally measured.
 */
export function priceInstallation(
  table: PriceTable,
  windows: readonly InstallWindow[],
  extras: PricingExtras,
  options: { measured: boolean },
): PricingResult {
  const lines: ReturnType<typeof charge>[] = [];
  const perWindow: WindowInstallation[] = [];
  const surchargeCount = new Map<SurchargeName, number>();
  let installationCost = 0;
  let installationRetail = 0;
  let count = 0;
  for (const window of windows) {
    const category =
      table.categories.find((candidate) => candidate.categoryId === window.categoryId) ??
      table.categories.find((candidate) => candidate.categoryId === UNKNOWN_CATEGORY_ID);
    const { band, unitedInches } = sizeBandOf(table, window.width, window.height);
    const price = category?.installation[band] ?? { costCents: 0, retailCents: 0 };
    const surcharges = surchargesOf(table, window);
    for (const name of surcharges) surchargeCount.set(name, (surchargeCount.get(name) ?? 0) + window.quantity);
    installationCost += price.costCents * window.quantity;
    installationRetail += price.retailCents * window.quantity;
    count += window.quantity;
    perWindow.push({
      itemId: window.itemId,
      label: window.label,
      categoryId: category?.categoryId ?? UNKNOWN_CATEGORY_ID,
      band,
      unitedInches,
      quantity: window.quantity,
      unitCost: toDollars(price.costCents),
      unitRetail: toDollars(price.retailCents),
      cost: toDollars(price.costCents * window.quantity),
      retail: toDollars(price.retailCents * window.quantity),
      surcharges,
    });
  }
  lines.push(charge(SPEC_NAMES.installation, 'installation', LINE_LABELS.installation, count, installationCost, installationRetail));
  if (extras.windowRemoval) {
    const { costCents, retailCents } = table.windowRemoval;
    const n = extras.windowRemoveCount;
    lines.push(charge(SPEC_NAMES.windowRemoval, 'removal', LINE_LABELS.windowRemoval, n, costCents * n, retailCents * n));
  }
  if (extras.windowHaul) {
    const { costCents, retailCents } = table.windowHaul;
    const n = extras.windowHaulCount;
    lines.push(charge(SPEC_NAMES.windowHaul, 'haul', LINE_LABELS.windowHaul, n, costCents * n, retailCents * n));
  }
  for (const name of SURCHARGE_NAMES) {
    const n = surchargeCount.get(name) ?? 0;
    if (n === 0) continue;
    const spec = table.surcharges[name];
    lines.push(charge(name, 'surcharge', spec.displayName, n, spec.costCents * n, spec.retailCents * n));
  }
  const beforeCredit = lines.reduce((sum, line) => sum + line.retailCents, 0);
  const credit = options.measured ? Math.min(table.measureCredit.retailCents, beforeCredit) : 0;
  if (credit > 0) lines.push(charge(SPEC_NAMES.measureCredit, 'credit', LINE_LABELS.measureCredit, 1, 0, -credit));

  const sumOf = (type?: SpecType) =>
    lines.filter((line) => type === undefined || line.specType === type).reduce((sum, line) => sum + line.retailCents, 0);
  const totalCents = sumOf();
  const total = toDollars(totalCents);
  return {
    retail: total,
    cost: toDollars(lines.reduce((sum, line) => sum + line.costCents, 0)),
    tax: 0,
    totalInstallationCost: total,
    charges: lines.map(({ costCents, retailCents, ...line }) => ({ ...line, cost: toDollars(costCents), retail: toDollars(retailCents) })),
    windows: perWindow,
    summary: {
      measureCredit: toDollars(sumOf('credit')),
      installationCost: toDollars(sumOf('installation')),
      surcharges: toDollars(sumOf('surcharge')),
      additionalInstallationCost: toDollars(sumOf('removal') + sumOf('haul')),
      totalInstallationCost: total,
    },
  };
}

export interface PricingLine {
  specName: string;
  label: string;
  amount: number;
  /** What the line shows: the amount, or 'unit price × quantity' for surcharges. */
  text: string;
  negative: boolean;
}

/** The pricing block (doc 001 §2): Installation, Removal, Haul Away, surcharges as unit × quantity, Measure Credit. */
export function pricingBlockLines(result: Pick<PricingResult, 'charges'>): PricingLine[] {
  return result.charges.map((line) => {
    const unit = line.value > 0 ? toDollars(toCents(line.retail / line.value)) : 0;
    const text = line.specType === 'surcharge' ? `${formatMoney(unit)} × ${line.value}` : formatMoney(line.retail);
    return { specName: line.specName, label: line.displayName, amount: line.retail, text, negative: line.retail < 0 };
  });
}

/** 'Service Cost Breakdown:' with 'Total Cost' = product subtotal + installation cost, added in cents. */
export function serviceCostBreakdown(productSubtotal: number, totalInstallationCost: number) {
  const totalCost = toDollars(toCents(productSubtotal) + toCents(totalInstallationCost));
  const line = (label: string, amount: number) => ({ label, amount, text: formatMoney(amount), negative: amount < 0 });
  return {
    title: SERVICE_COST_BREAKDOWN,
    lines: [line('Products', productSubtotal), line(LINE_LABELS.installation, totalInstallationCost)],
    total: line(TOTAL_COST, totalCost),
  };
}

/** Product categories not offered with professional measure and install (doc 001 §5). */
export const INELIGIBLE_CATEGORIES = ['shutters', 'outdoor-shades', 'drapes'] as const;
export const INELIGIBLE_MESSAGE = 'Shutters, outdoor shades and drapes are not eligible for professional measure and install.';

export function isInstallEligibleCategory(category: string | null | undefined): boolean {
  return !(INELIGIBLE_CATEGORIES as readonly string[]).includes(category ?? '');
}

export interface EligibilityEntry {
  skuNumber: string;
  eligible: boolean;
}

/** All products are eligible only if every entry is (doc 001 §4); a design without products has none to refuse. */
export function allProductsEligible(entries: readonly EligibilityEntry[]): boolean {
  return entries.every((entry) => entry.eligible);
}

/** One entry per product (sku) on the design's windows, in window order. */
export function eligibilityEntries(
  items: readonly Pick<Item, 'itemProduct'>[],
  categoryOf: (product: ItemProduct) => string | null = (product) => product.productCategory,
): EligibilityEntry[] {
  const entries = new Map<string, EligibilityEntry>();
  for (const { itemProduct } of items) {
    if (!itemProduct || entries.has(itemProduct.skuNumber)) continue;
    entries.set(itemProduct.skuNumber, { skuNumber: itemProduct.skuNumber, eligible: isInstallEligibleCategory(categoryOf(itemProduct)) });
  }
  return [...entries.values()];
}

/**
 * Promo end date display (doc 001 §4, two readings): the pro promo shows the previous day when the
 * end's UTC time is within 05:00–10:30; the installation summary when it is within 00:00–05:30.
 * Both windows include their ends. Answers MM/DD/YYYY of the UTC calendar day, or null.
 */
export const PROMO_SHIFT_WINDOWS = {
  proPromo: { fromMinutes: 5 * 60, toMinutes: 10 * 60 + 30 },
  installationSummary: { fromMinutes: 0, toMinutes: 5 * 60 + 30 },
} as const;
export type PromoPlace = keyof typeof PROMO_SHIFT_WINDOWS;

export function promoEndDisplayDate(iso: string | null | undefined, place: PromoPlace): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const minutes = date.getUTCHours() * 60 + date.getUTCMinutes() + date.getUTCSeconds() / 60 + date.getUTCMilliseconds() / 60_000;
  const window = PROMO_SHIFT_WINDOWS[place];
  const shift = minutes >= window.fromMinutes && minutes <= window.toMinutes ? 1 : 0;
  const shown = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - shift));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(shown.getUTCMonth() + 1)}/${pad(shown.getUTCDate())}/${shown.getUTCFullYear()}`;
}

const COUNT_MESSAGE = 'A window count must be a whole number of 0 or more.';
const count = z.number({ error: COUNT_MESSAGE }).int(COUNT_MESSAGE).min(0, COUNT_MESSAGE).max(9999, COUNT_MESSAGE);
export const LEAF_ITEMS_REQUIRED = 'Please select at least one window.';
export const LEAF_ITEMS_MAX = 500;

/**
 * `POST /installation/api/jobs/by-design?designId=` (doc 001 §7): the windows to price, by item id,
 * optionally fewer coverings than the window's quantity; and the extras (removal, haul away). A
 * count left out is the number of window coverings selected.
 */
export const pricingRequestSchema = z.object({
  leafItems: z
    .array(
      z.object({
        itemId: z.uuid('Please use a valid window id.'),
        quantity: z
          .number({ error: 'Quantity must be a whole number of 1 or more.' })
          .int('Quantity must be a whole number of 1 or more.')
          .min(1, 'Quantity must be a whole number of 1 or more.')
          .optional(),
      }),
      { error: LEAF_ITEMS_REQUIRED },
    )
    .min(1, LEAF_ITEMS_REQUIRED)
    .max(LEAF_ITEMS_MAX, `At most ${LEAF_ITEMS_MAX} windows can be priced at once.`)
    .refine((items) => new Set(items.map((item) => item.itemId)).size === items.length, 'Each window can be selected once.'),
  extras: z
    .object({
      windowRemoval: z.boolean({ error: 'windowRemoval must be true or false.' }).default(false),
      windowHaul: z.boolean({ error: 'windowHaul must be true or false.' }).default(false),
      windowRemoveCount: count.optional(),
      windowHaulCount: count.optional(),
    })
    .default({ windowRemoval: false, windowHaul: false }),
});
export type PricingRequest = z.infer<typeof pricingRequestSchema>;

const chargeSchema = z.object({
  specName: z.string(),
  specType: z.enum(SPEC_TYPES),
  displayName: z.string(),
  value: z.number(),
  cost: z.number(),
  retail: z.number(),
});

/** The answer of pricing by design: `{ data: pricingResult }`. */
export const pricingResultSchema = z.object({
  retail: z.number(),
  cost: z.number(),
  tax: z.number(),
  totalInstallationCost: z.number(),
  charges: z.array(chargeSchema),
  windows: z.array(
    z.object({
      itemId: z.string(),
      label: z.string(),
      categoryId: z.number(),
      band: z.string(),
      unitedInches: z.number(),
      quantity: z.number(),
      unitCost: z.number(),
      unitRetail: z.number(),
      cost: z.number(),
      retail: z.number(),
      surcharges: z.array(z.enum(SURCHARGE_NAMES)),
    }),
  ),
  summary: z.object({
    measureCredit: z.number(),
    installationCost: z.number(),
    surcharges: z.number(),
    additionalInstallationCost: z.number(),
    totalInstallationCost: z.number(),
  }),
}) satisfies z.ZodType<PricingResult>;

export const eligibilityResultSchema = z.object({
  eligibility: z.array(z.object({ skuNumber: z.string(), eligible: z.boolean() })),
  allProductsEligible: z.boolean(),
  productIdMap: z.record(z.string(), z.string()).optional(),
});
