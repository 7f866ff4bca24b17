import { z } from 'zod';
import { itemProductSchema } from './design.ts';

/**
 * The catalog a merchandiser edits (data files loaded at start) and the configurations built from it.
 * Prices are integer cents. Sizes are inches; configured sizes sit on the eighth grid.
 */

export const CATEGORIES = [
  { key: 'cellular-shades', label: 'Cellular Shades' },
  { key: 'roller-shades', label: 'Roller Shades' },
  { key: 'solar-shades', label: 'Solar Shades' },
  { key: 'roman-shades', label: 'Roman Shades' },
  { key: 'woven-wood-shades', label: 'Woven Wood Shades' },
  { key: 'wood-blinds', label: 'Wood Blinds' },
  { key: 'faux-wood-blinds', label: 'Faux Wood Blinds' },
  { key: 'aluminum-blinds', label: 'Aluminum Blinds' },
  { key: 'vertical-blinds', label: 'Vertical Blinds' },
  { key: 'sheer-shades', label: 'Sheer Shades' },
  { key: 'shutters', label: 'Shutters' },
  { key: 'drapes', label: 'Drapes' },
  { key: 'outdoor-shades', label: 'Outdoor Shades' },
] as const;
export type CategoryKey = (typeof CATEGORIES)[number]['key'];
export const CATEGORY_KEYS = CATEGORIES.map((category) => category.key) as [CategoryKey, ...CategoryKey[]];

/** Stock (ready-made), Standard (made to measure) and 'Custom' (special order: doc 000 treats it apart). */
export const PRODUCT_TYPES = ['Stock', 'Standard', 'Custom'] as const;
export const PRODUCT_STATUSES = ['Active', 'Discontinued'] as const;

/** What drawing the product picture uses. */
export const PICTURE_KINDS = ['cellular', 'roller', 'roman', 'woven', 'slats', 'vertical', 'sheer', 'shutter', 'drape'] as const;

/** How a choice adds to the price: a fixed amount, an amount per inch of width, or a percentage of the base price. */
export const choicePriceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), cents: z.number().int().min(0) }),
  z.object({ kind: z.literal('perWidthInch'), cents: z.number().int().min(0) }),
  z.object({ kind: z.literal('percent'), percent: z.number().min(0).max(500) }),
]);

export const catalogChoiceSchema = z.object({
  choiceId: z.string().min(1),
  value: z.string().min(1),
  price: choicePriceSchema.default({ kind: 'fixed', cents: 0 }),
  /** Internal choices are for associates; a non-empty value other than 'No' or 'Standard Width' flags the window for review. */
  isInternal: z.boolean().default(false),
  /** Choice ids (of other options) this choice cannot be combined with. */
  excludes: z.array(z.string()).default([]),
  /** The choice needs at least this width (inches). */
  minWidth: z.number().positive().optional(),
  /** A colour choice's swatch, used for the picture. */
  swatch: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .optional(),
});

export const catalogOptionSchema = z.object({
  optionId: z.string().min(1),
  name: z.string().min(1),
  /** 'color' options paint the picture; others are plain selects. */
  optionType: z.enum(['color', 'select']).default('select'),
  required: z.boolean().default(true),
  /** The choice a new configuration starts with. */
  defaultChoiceId: z.string().optional(),
  choices: z.array(catalogChoiceSchema).min(1),
});
export type CatalogOption = z.infer<typeof catalogOptionSchema>;

/**
 * A width × height price grid: `widths` and `heights` are bracket upper bounds in inches (ascending);
 * `cents[h][w]` is the retail price of a size within height bracket h and width bracket w. A size
 * above the last bracket has no price.
 */
export const priceGridSchema = z
  .object({
    widths: z.array(z.number().positive()).min(1),
    heights: z.array(z.number().positive()).min(1),
    cents: z.array(z.array(z.number().int().positive())),
  })
  .refine((grid) => grid.cents.length === grid.heights.length && grid.cents.every((row) => row.length === grid.widths.length), {
    message: 'The price grid needs one row per height bracket and one price per width bracket.',
  });
export type PriceGrid = z.infer<typeof priceGridSchema>;

export const catalogProductSchema = z.object({
  productId: z.string().regex(/^\d{6}$/, 'Product ids are six digits.'),
  sku: z.string().min(1),
  brand: z.string().min(1),
  /** Who supplies it (item products carry it, doc 001 §3); the brand when the data names none. */
  vendor: z.string().min(1).optional(),
  name: z.string().min(1),
  description: z.string().default(''),
  category: z.enum(CATEGORY_KEYS),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES).default('Active'),
  minWidth: z.number().positive(),
  maxWidth: z.number().positive(),
  minHeight: z.number().positive(),
  maxHeight: z.number().positive(),
  priceGrid: priceGridSchema,
  /** Sale price = retail less this percentage (0 for none). */
  salePercentOff: z.number().min(0).max(90).default(0),
  options: z.array(catalogOptionSchema).default([]),
  leadTimeDays: z.number().int().min(1).max(120),
  /** Professional measure-and-install (shutters, outdoor shades and drapes are not). */
  installEligible: z.boolean(),
  /** Mandi window category 1..4 (doc 000 §3). */
  windowCategory: z.number().int().min(1).max(4),
  picture: z.object({ kind: z.enum(PICTURE_KINDS), color: z.string().regex(/^#[0-9a-f]{6}$/i) }),
  rating: z.number().min(0).max(5).optional(),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

export const catalogFileSchema = z.object({ products: z.array(catalogProductSchema).min(1) });

/** A configured size and choices (optionId -> choiceId). */
export const configurationInputSchema = z.object({
  productId: z.string().regex(/^\d{6}$/, 'Please choose a product.'),
  width: z.number({ error: 'Width must be a number of inches.' }),
  height: z.number({ error: 'Height must be a number of inches.' }),
  choices: z.record(z.string().max(60), z.string().max(60)).default({}),
  /** The window it is for, as handed to the configurator (kept to the window name limit of 10). */
  windowName: z.string().max(100, 'Window name must not exceed 100 characters.').optional(),
});
export type ConfigurationInput = z.infer<typeof configurationInputSchema>;

/** What pricing a configuration answers (cents, per window covering). */
export interface PricedConfiguration {
  isValid: boolean;
  /** Rule messages, in the order the rules ran; empty when valid. */
  messages: string[];
  hasPricing: boolean;
  /** Two chosen choices exclude each other. */
  hasExclusions: boolean;
  /** Retail price of the size from the grid. */
  baseRetailCents: number;
  optionRetailCents: number;
  retailCents: number;
  /** Sale price after the product's percentage off. */
  subtotalCents: number;
  optionSubtotalCents: number;
  /** The choices as chosen, with their option names and prices, in option order. */
  choices: {
    choiceId: string;
    optionId: string;
    optionName: string;
    optionType: string;
    choiceValue: string;
    priceCents: number;
    isInternal: boolean;
  }[];
}

export const configurationSchema = z.object({
  configurationGuid: z.string(),
  productId: z.string(),
  width: z.number(),
  height: z.number(),
  choices: z.record(z.string(), z.string()),
  subtotal: z.number(),
  retail: z.number(),
  optionTotal: z.number(),
  isValid: z.boolean(),
  messages: z.array(z.string()),
  /** The window it was configured for (doc 000 §9: room label, window label and room name, at most 10). */
  windowName: z.string().nullable(),
});
export type Configuration = z.infer<typeof configurationSchema>;

/**
 * `validateAndRepriceConfigurations` answer codes, one per guid asked (doc 001 §3 ResponseCode):
 * fine, repriced to a new price or choices, no longer valid (rules, discontinued or gone), unknown.
 */
export const REPRICE_CODES = { ok: 200, changed: 409, invalid: 422, notFound: 404 } as const;

/** A product as the listing shows it: who makes it, what it is, what it costs at its smallest size. */
export const productCardSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  brand: z.string(),
  name: z.string(),
  category: z.enum(CATEGORY_KEYS),
  categoryLabel: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  minWidth: z.number(),
  maxWidth: z.number(),
  minHeight: z.number(),
  maxHeight: z.number(),
  /** Dollars, at the smallest size with default choices. */
  fromPrice: z.number(),
  fromRetail: z.number(),
  /**
   * Dollars at the window's size with default choices, when the listing was asked for it
   * (`priceWidth`, `priceHeight`) and the product can be made and priced in it; null otherwise.
   */
  sizePrice: z.object({ width: z.number(), height: z.number(), price: z.number(), retail: z.number() }).nullable().optional(),
  salePercentOff: z.number(),
  imageUrl: z.string(),
  rating: z.number().nullable(),
  installEligible: z.boolean(),
  leadTimeDays: z.number(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** The listing's answer: the matching cards and, for the filter panel, counts per category and brand. */
export const listingSchema = z.object({
  products: z.array(productCardSchema),
  total: z.number().int(),
  /** Counts for the filter panel, over the products matching everything but that filter. */
  facets: z.object({
    categories: z.array(z.object({ key: z.enum(CATEGORY_KEYS), label: z.string(), count: z.number().int() })),
    brands: z.array(z.object({ name: z.string(), count: z.number().int() })),
  }),
});
export type Listing = z.infer<typeof listingSchema>;

/** One product for the configurator (`GET /api/catalog/products/{id}`): its options, default choices and from-prices. */
export const productDetailSchema = catalogProductSchema.extend({
  defaultChoices: z.record(z.string(), z.string()),
  fromPrice: z.number().nullable(),
  fromRetail: z.number().nullable(),
});

/** What the product rules answer for a configuration at other choices or size (`ExecuteProductRules`). */
export const rulesResultSchema = z.object({
  isValid: z.boolean(),
  messages: z.array(z.string()),
  hasPricing: z.boolean(),
  canAddToCart: z.boolean(),
  price: z.number(),
  retail: z.number(),
  optionTotal: z.number(),
  choices: z.record(z.string(), z.string()),
});
export type RulesResult = z.infer<typeof rulesResultSchema>;

/** The measure-and-install rules call adds the quantity, the rule set and the line's total. */
export const mandiRulesResultSchema = rulesResultSchema.extend({ quantity: z.number().int(), ruleSet: z.string(), lineTotal: z.number() });

/**
 * One entry of `validateAndRepriceConfigurations` (doc 001 §3 ResponseCode, ConfigurationGuid): for a
 * known guid also the configuration as repriced and the product snapshot the windows holding it now
 * show (null when its product is gone), so a page can tell whether what it shows is current.
 */
export const repriceResultSchema = configurationSchema.partial().extend({
  ResponseCode: z.number().int(),
  ConfigurationGuid: z.string(),
  itemProduct: itemProductSchema.nullable().optional(),
});
export type RepriceResult = z.infer<typeof repriceResultSchema>;

/** The answer of `validateAndRepriceConfigurations`: one entry per guid asked, in the order asked. */
export const repriceAnswerSchema = z.array(repriceResultSchema);

/** `GET /Catalog/ProductConfiguration/ProductDimension?productid=`: a product's size limits in inches (doc 001 §3). */
export const productDimensionSchema = z.object({
  MinWidth: z.number(),
  MaxWidth: z.number(),
  MinHeight: z.number(),
  MaxHeight: z.number(),
});
export type ProductDimension = z.infer<typeof productDimensionSchema>;
