import { z } from 'zod';
import { isSelectedWindow, liveWindows } from './commerce-rules.ts';
import { type DesignGraph, isAutoReleaseDesign } from './design.ts';
import { chargedAmount, type DesignPrice } from './design-pricing.ts';
import { lineCents, sumCents, toCents } from './money.ts';

/**
 * What changed since a design was saved or shared: the prices each window had then, kept with the
 * design, against the design as priced now (the domain's `priceDesign`). A window is listed when its
 * price or list price moved, or when it can no longer be bought as it was; windows added, removed,
 * re-configured or moved in or out of 'Save for Later' since then are the shopper's own edits, not
 * price changes, so they are left out. The totals are the whole design's then and now (before tax,
 * which is worked out again at checkout), so they also move with such edits.
 */

export const PRICE_CHANGE_REASONS = [
  'Price list changed',
  'Option no longer offered',
  'Product no longer offered',
  'Promotion ended',
] as const;
export type PriceChangeReason = (typeof PRICE_CHANGE_REASONS)[number];

/**
 * How the prices were kept: a save to an account, a share with a customer (the latest wins), or the
 * staging of an auto-release design's windows on a change order of its order (kept over later saves
 * and shares: it is what the order page compares the change order's lines with).
 */
export const PRICE_SNAPSHOT_KINDS = ['saved', 'shared', 'staged'] as const;
export type PriceSnapshotKind = (typeof PRICE_SNAPSHOT_KINDS)[number];

const cents = z.number().int();

export const savedChoiceSchema = z.object({
  optionId: z.string(),
  choiceId: z.string(),
  optionName: z.string(),
  choiceValue: z.string(),
  /** The choice's own retail per window covering. */
  priceCents: cents,
});
export type SavedChoice = z.infer<typeof savedChoiceSchema>;

export const savedWindowSchema = z.object({
  itemId: z.string(),
  roomName: z.string(),
  windowLabel: z.string(),
  productName: z.string(),
  configurationGuid: z.string(),
  quantity: z.number().int(),
  unitPriceCents: cents,
  unitRetailCents: cents,
  /** The line the design charges: unit price times quantity (retail on an auto-release design). */
  lineCents: cents,
  /** Whether it counted in the totals (a product placed, not 'Save for Later'). */
  selected: z.boolean(),
  choices: z.array(savedChoiceSchema),
  isValid: z.boolean(),
  productStatus: z.string(),
});
export type SavedWindow = z.infer<typeof savedWindowSchema>;

export const priceSnapshotSchema = z.object({
  windows: z.array(savedWindowSchema),
  /** The design's total before tax: products and installation. */
  totalCents: cents,
});
export type PriceSnapshot = z.infer<typeof priceSnapshotSchema>;

export const priceChangeSchema = z.object({
  itemId: z.string(),
  roomName: z.string(),
  windowLabel: z.string(),
  productName: z.string(),
  oldLineCents: cents,
  newLineCents: cents,
  reasons: z.array(z.enum(PRICE_CHANGE_REASONS)).min(1),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** `GET /designs/{id}/price-changes`: null snapshot and no windows when the design was never saved or shared. */
export const priceChangesSchema = z.object({
  snapshot: z.object({ kind: z.enum(PRICE_SNAPSHOT_KINDS), takenAt: z.string() }).nullable(),
  windows: z.array(priceChangeSchema),
  total: z.object({ oldCents: cents, newCents: cents }).nullable(),
});
export type PriceChanges = z.infer<typeof priceChangesSchema>;

export const NO_PRICE_CHANGES: PriceChanges = { snapshot: null, windows: [], total: null };

type SnapshotGraph = Pick<DesignGraph, 'design' | 'containers' | 'items'>;

/**
 * The prices a design shows, as kept at a save or a share: every live window with a product (selected
 * or not), in the design's order, and the total from its one pricing.
 */
export function priceSnapshotOf(graph: SnapshotGraph, price: Pick<DesignPrice, 'subtotalCents'>): PriceSnapshot {
  const rooms = new Map(graph.containers.map((room) => [room.containerId, room.name]));
  const autoRelease = isAutoReleaseDesign(graph.design);
  const windows = liveWindows(graph.items).flatMap((item) => {
    const product = item.itemProduct;
    if (!product) return [];
    const unitPriceCents = toCents(product.price);
    const unitRetailCents = toCents(product.retail);
    return [
      {
        itemId: item.itemId,
        roomName: rooms.get(item.containerId) ?? '',
        windowLabel: item.label,
        productName: product.productName,
        configurationGuid: product.configurationGuid,
        quantity: item.quantity,
        unitPriceCents,
        unitRetailCents,
        lineCents: lineCents(chargedAmount({ subtotal: unitPriceCents, retail: unitRetailCents }, autoRelease), item.quantity),
        selected: isSelectedWindow(item),
        choices: product.choices.map((choice) => ({
          optionId: choice.optionId,
          choiceId: choice.choiceId,
          optionName: choice.optionName,
          choiceValue: choice.choiceValue,
          priceCents: toCents(choice.price),
        })),
        isValid: product.isValid,
        productStatus: product.productStatus,
      },
    ];
  });
  return { windows, totalCents: price.subtotalCents };
}

const offered = (window: SavedWindow) => window.isValid && window.productStatus !== 'Discontinued';
const sameChoice = (a: SavedChoice, b: SavedChoice) => a.optionId === b.optionId && a.choiceId === b.choiceId;
/** The window's retail without its options: the price list's base price at its size. */
const baseRetail = (window: SavedWindow) => window.unitRetailCents - sumCents(window.choices.map((choice) => choice.priceCents));

/** Why one window's price moved, in the order of PRICE_CHANGE_REASONS; empty when it did not. */
export function reasonsFor(before: SavedWindow, after: SavedWindow): PriceChangeReason[] {
  const optionGone = before.choices.some((choice) => !after.choices.some((kept) => sameChoice(choice, kept)));
  const discontinued = before.productStatus !== 'Discontinued' && after.productStatus === 'Discontinued';
  const productGone = offered(before) && !offered(after) && (discontinued || !optionGone);
  const promotionEnded =
    before.unitPriceCents < before.unitRetailCents && after.unitRetailCents > 0 && after.unitPriceCents >= after.unitRetailCents;
  const keptChoicePriceMoved = before.choices.some((choice) =>
    after.choices.some((kept) => sameChoice(choice, kept) && kept.priceCents !== choice.priceCents),
  );
  const priceMoved = before.unitPriceCents !== after.unitPriceCents || before.unitRetailCents !== after.unitRetailCents;
  const listMoved = (!optionGone && baseRetail(before) !== baseRetail(after)) || keptChoicePriceMoved;
  const found = {
    'Price list changed': listMoved,
    'Option no longer offered': optionGone,
    'Product no longer offered': productGone,
    'Promotion ended': promotionEnded,
  } satisfies Record<PriceChangeReason, boolean>;
  const reasons = PRICE_CHANGE_REASONS.filter((reason) => found[reason]);
  // A move nothing else explains (a sale's percentage changed, say) is the price list's doing.
  return reasons.length === 0 && priceMoved ? ['Price list changed'] : reasons;
}

/**
 * The diff between the prices kept at a save or share and the design as priced now. Windows are
 * matched by id and configuration; a window whose configuration, or whether it counts, changed since
 * is the shopper's edit and left out, as are windows whose price did not move.
 */
export function diffPrices(saved: PriceSnapshot, current: PriceSnapshot): Pick<PriceChanges, 'windows' | 'total'> {
  const before = new Map(saved.windows.map((window) => [window.itemId, window]));
  const windows = current.windows.flatMap((after) => {
    const then = before.get(after.itemId);
    if (!then || then.configurationGuid !== after.configurationGuid || then.selected !== after.selected) return [];
    const reasons = reasonsFor(then, after);
    if (reasons.length === 0) return [];
    return [
      {
        itemId: after.itemId,
        roomName: after.roomName,
        windowLabel: after.windowLabel,
        productName: after.productName,
        oldLineCents: then.lineCents,
        newLineCents: after.lineCents,
        reasons,
      },
    ];
  });
  return { windows, total: { oldCents: saved.totalCents, newCents: current.totalCents } };
}

// ——— What a change order adds (the order page of an auto-release design) ———

/** Staged: the windows wait on the open change order; completed: they are the order's lines. */
export const CHANGE_ORDER_PRICE_STATUSES = ['staged', 'completed'] as const;

/** A window a change order adds: the line the order charges, and the line the design showed when it was staged. */
export const changeOrderWindowSchema = z.object({
  itemId: z.string(),
  roomName: z.string(),
  windowLabel: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  /** What the order charges (completed), or would charge priced with today's catalog (staged). */
  lineCents: cents,
  /** What the design showed when its windows were staged; null for a copy made since. */
  shownLineCents: cents.nullable(),
  /** Why the price moved since it was shown; empty when it did not. */
  reasons: z.array(z.enum(PRICE_CHANGE_REASONS)),
});
export type ChangeOrderWindow = z.infer<typeof changeOrderWindowSchema>;

export const changeOrderPricesSchema = z.object({
  designId: z.string(),
  designName: z.string(),
  status: z.enum(CHANGE_ORDER_PRICE_STATUSES),
  stagedAt: z.string(),
  windows: z.array(changeOrderWindowSchema),
  /** The windows the change order adds, before tax (worked out per design when it completes): as shown, and as charged. */
  total: z.object({ oldCents: cents, newCents: cents }),
});
export type ChangeOrderPrices = z.infer<typeof changeOrderPricesSchema>;

/** `GET /api/orders/{ref}/price-changes`: one entry per auto-release design of the order staged on a change order. */
export const orderPriceChangesSchema = z.object({ designs: z.array(changeOrderPricesSchema) });
export type OrderPriceChanges = z.infer<typeof orderPriceChangesSchema>;

/** An auto-release design charges retail: a sale price it never charged is no reason (no 'Promotion ended'). */
const atRetail = (window: SavedWindow): SavedWindow => ({ ...window, unitPriceCents: window.unitRetailCents });

/**
 * What a change order adds against what the design showed when its windows were staged: every window
 * it charges, in its order, with the line shown then and why it moved. Windows are matched by id and
 * configuration (a copy made since was never shown). The totals are the staged windows' lines then
 * and now, so a quantity changed since moves them too.
 */
export function diffChangeOrder(staged: PriceSnapshot, charged: readonly SavedWindow[]): Pick<ChangeOrderPrices, 'windows' | 'total'> {
  const before = new Map(staged.windows.map((window) => [window.itemId, window]));
  const guids = new Set(charged.map((window) => window.configurationGuid));
  const windows = charged.map((after) => {
    const found = before.get(after.itemId);
    const then = found?.configurationGuid === after.configurationGuid ? found : undefined;
    return {
      itemId: after.itemId,
      roomName: after.roomName,
      windowLabel: after.windowLabel,
      productName: after.productName,
      quantity: after.quantity,
      lineCents: after.lineCents,
      shownLineCents: then?.lineCents ?? null,
      reasons: then ? reasonsFor(atRetail(then), atRetail(after)) : [],
    };
  });
  const shown = staged.windows.filter((window) => guids.has(window.configurationGuid));
  return {
    windows,
    total: { oldCents: sumCents(shown.map((window) => window.lineCents)), newCents: sumCents(charged.map((window) => window.lineCents)) },
  };
}
