import { z } from 'zod';
import { type DesignGraph, type ItemProduct, uuid } from '../design.ts';
import { isInstallEligibleCategory } from '../installation.ts';
import { roomCharLabel } from '../labels.ts';
import { QUANTITY_MAX } from '../limits.ts';
import { NAME_LIMITS } from '../names.ts';

/** The professional (mandi) estimate payload, doc 001 §3 and §4. */

/** The configuration guid of a blank placeholder window (ineligible or empty). */
export const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

const GUID_RULE = 'autobahnEstimateGuid must be a configuration guid or the zero guid.';
const text = (max: number) => z.string({ error: `Window fields must be text of at most ${max} characters.` }).max(max);

export const proEstimateWindowSchema = z.object({
  label: z
    .number({ error: 'A window label must be its number (1, 2, 3…).' })
    .int('A window label must be its number (1, 2, 3…).')
    .min(1, 'A window label must be its number (1, 2, 3…).')
    .max(999),
  productName: text(200),
  autobahnEstimateGuid: z
    .string({ error: GUID_RULE })
    .refine((value) => value === ZERO_GUID || z.uuid().safeParse(value).success, GUID_RULE),
  color: text(100),
  height: text(20),
  width: text(20),
  productId: text(40),
});
export type ProEstimateWindow = z.infer<typeof proEstimateWindowSchema>;

export const proEstimateRoomSchema = z.object({
  label: z.string({ error: 'A room label must be a letter (A, B, C…).' }).regex(/^[A-Z]$/, 'A room label must be a letter (A, B, C…).'),
  name: z.string({ error: 'Please enter a room name.' }).max(200),
  windows: z.array(proEstimateWindowSchema).max(200, 'At most 200 windows in a room.'),
});

export const QUANTITY_RULE = `An extra quantity must be a whole number from 2 to ${QUANTITY_MAX}.`;
export const proEstimatePayloadSchema = z
  .object({
    addressId: uuid,
    propertyId: uuid,
    customerId: uuid,
    name: z.string({ error: 'Please enter an estimate name.' }).max(NAME_LIMITS.design * 4),
    rooms: z
      .array(proEstimateRoomSchema, { error: 'Please send the rooms.' })
      .min(1, 'An estimate needs at least one room.')
      .max(26, 'At most 26 rooms (A to Z).'),
    itemsWithExtraQuantity: z
      .array(
        z.object({
          autobahnEstimateGuid: z.uuid('autobahnEstimateGuid must be a configuration guid.'),
          quantity: z.number({ error: QUANTITY_RULE }).int(QUANTITY_RULE).min(2, QUANTITY_RULE).max(QUANTITY_MAX, QUANTITY_RULE),
        }),
      )
      .max(2000)
      .default([]),
  })
  .superRefine((payload, context) => {
    const labels = payload.rooms.map((room) => room.label);
    if (new Set(labels).size !== labels.length)
      context.addIssue({ code: 'custom', path: ['rooms'], message: 'Each room label must be used once.' });
    payload.rooms.forEach((room, index) => {
      const numbers = room.windows.map((window) => window.label);
      if (new Set(numbers).size !== numbers.length)
        context.addIssue({
          code: 'custom',
          path: ['rooms', index, 'windows'],
          message: `Room ${room.label}: each window number must be used once.`,
        });
    });
    const guids = new Set(payload.rooms.flatMap((room) => room.windows.map((window) => window.autobahnEstimateGuid)));
    payload.itemsWithExtraQuantity.forEach((extra, index) => {
      if (!guids.has(extra.autobahnEstimateGuid))
        context.addIssue({
          code: 'custom',
          path: ['itemsWithExtraQuantity', index],
          message: 'An extra quantity must name a window of the estimate.',
        });
    });
  });
export type ProEstimatePayload = z.infer<typeof proEstimatePayloadSchema>;

export const blankWindow = (label: number): ProEstimateWindow => ({
  label,
  productName: '',
  autobahnEstimateGuid: ZERO_GUID,
  color: '',
  height: '',
  width: '',
  productId: '',
});

export const isBlankWindow = (window: Pick<ProEstimateWindow, 'autobahnEstimateGuid'>) => window.autobahnEstimateGuid === ZERO_GUID;

const productAttribute = (product: ItemProduct, name: string) =>
  product.attributes.find((attribute) => attribute.name.toLowerCase() === name)?.value ?? '';
const productColor = (product: ItemProduct) =>
  product.choices.find((choice) => choice.optionType === 'color')?.choiceValue ?? productAttribute(product, 'color');

/**
 * The pro estimate payload of a design (doc 001 §3, §4): rooms lettered A, B, C in their order,
 * windows numbered 1, 2, 3 within each room; a window without a product, or whose product is not
 * eligible, becomes a blank placeholder with the zero guid. Site 11 names products by the
 * retailer's id (the product map); a sku the map lacks keeps its own number.
 */
export function proEstimatePayload(
  graph: Pick<DesignGraph, 'containers' | 'items'>,
  eligibility: { eligibility: readonly { skuNumber: string; eligible: boolean }[]; productIdMap?: Record<string, string> | undefined },
  fields: { addressId: string; propertyId: string; customerId: string; name: string },
): ProEstimatePayload {
  const eligible = new Map(eligibility.eligibility.map((entry) => [entry.skuNumber, entry.eligible]));
  const items = new Map(graph.items.map((item) => [item.itemId, item]));
  const extra = new Map<string, number>();
  const rooms = graph.containers
    .filter((room) => !room.isDeleted)
    .map((room, roomIndex) => ({
      label: roomCharLabel(roomIndex),
      name: room.name,
      windows: room.items
        .flatMap((itemId) => {
          const item = items.get(itemId);
          return item && !item.isDeleted ? [item] : [];
        })
        .map((item, windowIndex): ProEstimateWindow => {
          const label = windowIndex + 1;
          const product = item.itemProduct;
          if (!product) return blankWindow(label);
          const ok = eligible.get(product.skuNumber) ?? isInstallEligibleCategory(product.productCategory);
          if (!ok) return blankWindow(label);
          if (item.quantity > 1) extra.set(product.configurationGuid, Math.max(extra.get(product.configurationGuid) ?? 0, item.quantity));
          return {
            label,
            productName: product.productName,
            autobahnEstimateGuid: product.configurationGuid,
            color: productColor(product),
            height: productAttribute(product, 'height'),
            width: productAttribute(product, 'width'),
            productId: eligibility.productIdMap?.[product.skuNumber] ?? product.skuNumber,
          };
        }),
    }));
  return {
    ...fields,
    rooms,
    itemsWithExtraQuantity: [...extra].map(([autobahnEstimateGuid, quantity]) => ({
      autobahnEstimateGuid,
      quantity: Math.min(quantity, QUANTITY_MAX),
    })),
  };
}
