import { z } from 'zod';

/**
 * The design graph on the wire (ARCHITECTURE "design graph"): a design, its containers (rooms) and
 * items (windows), normalized by id. Every design-builder call that returns "the design" answers this.
 * Money is in dollars with two decimals; dimensions are inches in eighth steps.
 */

export const ContainerType = { unknown: 0, room: 1, garage: 2 } as const;
export const ItemType = { unknown: 0, window: 1, doorLock: 2, garageDoor: 3 } as const;
export const ItemSource = { unknown: 0, autobahn: 1, theHomeDepot: 2 } as const;

export const PURCHASE_OPTIONS = ['product-and-install', 'product-only', 'do-not-include'] as const;
export type PurchaseOption = (typeof PURCHASE_OPTIONS)[number];
export const PURCHASE_OPTION_LABELS: Record<PurchaseOption, string> = {
  'product-and-install': 'Product & Installation',
  'product-only': 'Product Only',
  'do-not-include': 'Save for Later',
};

/** What each purchase option means for the shopper, shown in the option bar's tooltip. */
export const PURCHASE_OPTION_HELP: Record<PurchaseOption, string> = {
  'product-and-install':
    'A professional measures your window and installs the covering. Checkout asks for the address and books the visit; the installation is priced then.',
  'product-only': 'The covering is made to the size on this window and shipped to you to install yourself.',
  'do-not-include': 'The window stays on the design but is left out of the totals and the cart until you choose to buy it.',
};

/** Design attribute names of doc 000 §3 / doc 001 §3. */
export const DesignAttr = {
  origin: 'Origin',
  isMandi: 'isMandi',
  isAutoReleaseDesign: 'isAutoReleaseDesign',
  purchaseOption: 'purchaseOption',
  jobUid: 'jobUid',
  orderNumber: 'orderNumber',
  propertyAddress: 'propertyAddress',
  numberOfWindows: 'numberOfWindows',
  customer: 'customer',
  isAutoReleaseCompleted: 'isAutoReleaseCompleted',
  /** Ours (doc 001 §5 names the order, not where it is kept): see in-store-measure.ts. */
  inStoreMeasureOrder: 'inStoreMeasureOrder',
} as const;

/**
 * Design attributes that belong to an order or a job (doc 001 §3, §4): written by reps and by the
 * order and job flows on the server, never by customers.
 */
export const ORDER_DESIGN_ATTRIBUTES: ReadonlySet<string> = new Set([
  DesignAttr.isAutoReleaseDesign,
  DesignAttr.isAutoReleaseCompleted,
  DesignAttr.jobUid,
  'jobId',
  DesignAttr.orderNumber,
  'orderDate',
  'serviceProvider',
  'serviceProviderPhone',
  'technicians',
  /** Job notes (author, authorRole, date, content), shown in the Job Notes block. */
  'notes',
  /** An in-store measure order (in-store-measure.ts): the rep's order route writes and removes it. */
  DesignAttr.inStoreMeasureOrder,
]);

/** Item attribute names seen in the spec. */
export const ItemAttr = {
  width: 'width',
  height: 'height',
  depth: 'depth',
  category: 'category',
  mountType: 'mountType',
  measureDate: 'measureDate',
  motorized: 'motorized',
  flagNotes: 'flagNotes',
  notes: 'notes',
  purchaseOption: 'purchaseOption',
  specialtyShape: 'specialtyShape',
  isCutout: 'isCutout',
  color: 'color',
} as const;

/** A window's notes and flags stay with the original when it is copied (Duplicate, a room's or a design's copy). */
export const WINDOW_ATTRIBUTES_NOT_COPIED: ReadonlySet<string> = new Set([ItemAttr.notes, ItemAttr.flagNotes]);

/**
 * Where a window attribute shows (doc 000 §9): from 50 in the mandi attribute list, from 100 as a
 * spec value (measurements and installation specs; 'No' when empty). The purchase option, notes and
 * flags have controls of their own, so they are not listed.
 */
export const ATTRIBUTE_PRIORITY = { ownControl: 0, mandi: 50, spec: 100 } as const;
const SPEC_ATTRIBUTES = new Set<string>([
  'width',
  'height',
  'depth',
  'motorized',
  'spacers',
  'holdDownBrackets',
  'isCutout',
  'specialtyShape',
]);
const OWN_CONTROL_ATTRIBUTES = new Set<string>(['purchaseOption', 'notes', 'flagNotes', 'color']);
export function attributeDisplayPriority(name: string): number {
  if (OWN_CONTROL_ATTRIBUTES.has(name)) return ATTRIBUTE_PRIORITY.ownControl;
  return SPEC_ATTRIBUTES.has(name) ? ATTRIBUTE_PRIORITY.spec : ATTRIBUTE_PRIORITY.mandi;
}

/** Attributes a user may change through the attribute call. */
export const EDITABLE_ITEM_ATTRIBUTES = ['width', 'height', 'depth', 'category', 'mountType', 'purchaseOption'] as const;

/** Ids are GUIDs: 8-4-4-4-12 hex digits (doc 000 §2), whatever their version bits. */
export const uuid = z.guid('Please use a valid id.');

export const designAttributeSchema = z.object({
  designAttributeId: z.string(),
  designId: z.string(),
  name: z.string(),
  value: z.string().nullable(),
});
export type DesignAttribute = z.infer<typeof designAttributeSchema>;

export const itemAttributeSchema = z.object({
  attributeId: z.string(),
  name: z.string(),
  value: z.string().nullable(),
  normalizedValue: z.string().nullable(),
  displayName: z.string().nullable(),
  sortIndex: z.number().int(),
  displayPriority: z.number().int(),
});
export type ItemAttribute = z.infer<typeof itemAttributeSchema>;

export const productChoiceSchema = z.object({
  choiceId: z.string(),
  optionId: z.string(),
  optionName: z.string(),
  optionType: z.string(),
  choiceValue: z.string(),
  price: z.number(),
  isInternal: z.boolean(),
});
export type ProductChoice = z.infer<typeof productChoiceSchema>;

export const itemProductSchema = z.object({
  configurationGuid: z.string(),
  skuNumber: z.string(),
  brand: z.string(),
  productName: z.string(),
  /** Who makes it and what kind of product it is (doc 001 §3). */
  vendor: z.string().nullable().optional(),
  productCategory: z.string().nullable().default(null),
  mainImageUrl: z.string().nullable(),
  productType: z.string(),
  productStatus: z.string(),
  isValid: z.boolean(),
  isStockProduct: z.boolean(),
  /** Unit prices of one window covering, in dollars. */
  price: z.number(),
  retail: z.number(),
  optionTotal: z.number(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  choices: z.array(productChoiceSchema),
  pipToCart: z.boolean(),
});
export type ItemProduct = z.infer<typeof itemProductSchema>;

export const containerSchema = z.object({
  containerId: z.string(),
  name: z.string(),
  containerType: z.number().int(),
  items: z.array(z.string()),
  price: z.number(),
  charLabel: z.string(),
  designId: z.string(),
  isDeleted: z.boolean(),
});
export type Container = z.infer<typeof containerSchema>;

export const itemSchema = z.object({
  itemId: z.string(),
  label: z.string(),
  designId: z.string(),
  containerId: z.string(),
  charLabel: z.string(),
  itemType: z.number().int(),
  itemSource: z.number().int(),
  /** Line totals (unit price × quantity), in dollars. */
  retail: z.number(),
  subtotal: z.number(),
  quantity: z.number().int(),
  numberOfWindows: z.number().int(),
  estimatedShipDate: z.string().nullable(),
  isDeleted: z.boolean(),
  itemProduct: itemProductSchema.nullable(),
  attributes: z.array(itemAttributeSchema),
  /** Line savings: retail less subtotal, in dollars (doc 001 §3). */
  discountAmount: z.number().optional(),
  /** The configuration and product on the window, null without one (doc 001 §3). */
  productInformation: z.object({ configurationId: z.string(), skuId: z.string() }).nullable().optional(),
});
export type Item = z.infer<typeof itemSchema>;

export const designSchema = z.object({
  designId: z.string(),
  name: z.string(),
  productLine: z.number().int(),
  containers: z.array(z.string()),
  items: z.array(z.string()),
  zipCode: z.string().nullable(),
  promoCode: z.string().nullable(),
  promoEndDate: z.string().nullable(),
  subtotal: z.number(),
  retail: z.number(),
  isDeleted: z.boolean(),
  isLinked: z.boolean(),
  isLockedOrOrdered: z.boolean(),
  agreementNumber: z.string().nullable(),
  sharedEmail: z.string().nullable(),
  sharedDate: z.string().nullable(),
  designAttributes: z.array(designAttributeSchema),
  /** Design attributes by name, derived from designAttributes. */
  attributes: z.record(z.string(), z.string().nullable()),
  createdDate: z.string(),
  version: z.number().int(),
});
export type Design = z.infer<typeof designSchema>;

/** What the caller may do with the design answered: a design they may not change is shown read-only. */
export const designViewerSchema = z.object({ canChange: z.boolean() });

export const designGraphSchema = z.object({
  design: designSchema,
  containers: z.array(containerSchema),
  items: z.array(itemSchema),
  viewer: designViewerSchema.optional(),
});
export type DesignGraph = z.infer<typeof designGraphSchema>;

/** Body of `POST /designs`: ids may come from the client; missing fields take the spec's defaults. */
export const saveDesignBodySchema = z.object({
  design: z.object({
    designId: uuid.optional(),
    name: z.string().optional(),
    productLine: z.number().int().min(1).max(99).optional(),
    zipCode: z.string().max(10).nullable().optional(),
    attributes: z.record(z.string().max(60), z.string().max(4000).nullable()).optional(),
  }),
  containers: z
    .array(
      z.object({
        containerId: uuid.optional(),
        name: z.string().optional(),
        containerType: z.number().int().min(0).max(2).optional(),
      }),
    )
    .max(200)
    .optional(),
  items: z
    .array(
      z.object({
        itemId: uuid.optional(),
        label: z.string().optional(),
        containerId: uuid.optional(),
        itemType: z.number().int().min(0).max(3).optional(),
        itemSource: z.number().int().min(0).max(2).optional(),
        quantity: z.number().int().optional(),
      }),
    )
    .max(2000)
    .optional(),
});
export type SaveDesignBody = z.infer<typeof saveDesignBodySchema>;

/** Reads a design attribute as the spec does: the string 'true' means true. */
export function designFlag(design: Pick<Design, 'attributes'>, name: string): boolean {
  return design.attributes[name] === 'true';
}

export const isMandiDesign = (design: Pick<Design, 'attributes'>) => designFlag(design, DesignAttr.isMandi);
export const isAutoReleaseDesign = (design: Pick<Design, 'attributes'>) => designFlag(design, DesignAttr.isAutoReleaseDesign);

export function itemAttribute(item: Pick<Item, 'attributes'>, name: string): string | null {
  return item.attributes.find((attribute) => attribute.name === name)?.value ?? null;
}

/**
 * The one window count of a design (the tab's "window count", doc 000 §2, and the summary's
 * windows count, doc 001 §2): every window covering, so a window of quantity 3 counts 3. Door
 * locks and garage doors are not windows.
 */
export function windowCount(items: readonly Pick<Item, 'itemType' | 'quantity'>[]): number {
  let count = 0;
  for (const item of items) if (item.itemType !== ItemType.doorLock && item.itemType !== ItemType.garageDoor) count += item.quantity;
  return count;
}
