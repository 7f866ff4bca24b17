import type { DesignGraph, ItemProduct } from '../design.ts';
import { applyCommand, type CommandContext } from './apply.ts';
import { CommandError } from './command-error.ts';
import { derive } from './derive.ts';

/** The code and sentence of the command error `run` throws (it must throw one). */
export function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof CommandError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** Test data for the command tests: ids that read as what they are, in UUID form. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const shopper: CommandContext = {
  actor: { role: 'consumer', repId: null },
  windowCategoryKeys: ['blinds-shades', 'roller-shades', 'verticals', 'perfect-arch'],
};
export const rep: CommandContext = { ...shopper, actor: { role: 'rep', repId: 'E1001' } };

export function emptyDesign(attributes: Record<string, string> = {}, designId = id(1), name = 'Estimate 1'): DesignGraph {
  return {
    design: {
      designId,
      name,
      productLine: 1,
      containers: [],
      items: [],
      zipCode: null,
      promoCode: null,
      promoEndDate: null,
      subtotal: 0,
      retail: 0,
      isDeleted: false,
      isLinked: false,
      isLockedOrOrdered: false,
      agreementNumber: null,
      sharedEmail: null,
      sharedDate: null,
      designAttributes: [],
      attributes,
      createdDate: '2026-11-23T00:00:00.000Z',
      version: 1,
    },
    containers: [],
    items: [],
  };
}

export function product(overrides: Partial<ItemProduct> = {}): ItemProduct {
  return {
    configurationGuid: id(900),
    skuNumber: 'SKU-1',
    brand: 'Northlight',
    productName: 'Cellular Shade',
    productCategory: 'Cellular Shades',
    mainImageUrl: null,
    productType: 'Standard',
    productStatus: 'Active',
    isValid: true,
    isStockProduct: false,
    price: 120.5,
    retail: 150,
    optionTotal: 0,
    attributes: [],
    choices: [],
    pipToCart: false,
    ...overrides,
  } as ItemProduct;
}

/** Rooms A and B, two windows in A (one with a product, quantity 2) and one in B. */
export function sampleDesign(attributes: Record<string, string> = {}): DesignGraph {
  let graph = derive(emptyDesign(attributes));
  const steps = [
    { type: 'room.add', containerId: id(10) },
    { type: 'window.add', containerId: id(10), itemId: id(100) },
    { type: 'window.add', containerId: id(10), itemId: id(101) },
    { type: 'room.add', containerId: id(11) },
    { type: 'window.add', containerId: id(11), itemId: id(110) },
    { type: 'window.product', itemId: id(100), product: product() },
    { type: 'window.quantity', itemId: id(100), quantity: 2 },
  ] as const;
  for (const step of steps) graph = applyCommand(graph, step, rep).graph;
  return graph;
}
