import { clampCartQuantity, INSTALLATION_LINE_NAMES } from '@eb/domain/commerce';
import type { DesignGraph, Item, ItemProduct } from '@eb/domain/design';
import { windowPrice } from '@eb/domain/design-pricing';
import { formatTextPhone } from '@eb/domain/job-options';
import type { JobRecord, StoredOptions } from '../installation/jobs-store.ts';
import { roomNameOf } from './buy-rules.ts';
import type { NewCartLine } from './cart-store.ts';

/**
 * Cart lines as the server prices them: a window's configured product at the price stored on the
 * design, or a job's installation configuration at its stored price. Nothing here comes from the caller.
 */

function sizeOf(product: ItemProduct, name: 'width' | 'height'): number | null {
  const value = Number(product.attributes.find((attribute) => attribute.name === name)?.value);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The customer's choices of a configured product (internal choices are for associates only). */
const choicesOf = (product: ItemProduct) =>
  product.choices.filter((choice) => !choice.isInternal).map((choice) => ({ name: choice.optionName, value: choice.choiceValue }));

/** A selected window's product as a cart line: one line per window, at the window's quantity. */
export function productLineOf(graph: DesignGraph, item: Item & { itemProduct: ItemProduct }): NewCartLine {
  const product = item.itemProduct;
  const price = windowPrice(item);
  return {
    kind: 'product',
    configurationGuid: product.configurationGuid,
    designId: graph.design.designId,
    designName: graph.design.name,
    itemId: item.itemId,
    roomName: roomNameOf(graph, item),
    windowName: item.label,
    productId: product.skuNumber,
    productName: product.productName,
    options: choicesOf(product),
    width: sizeOf(product, 'width'),
    height: sizeOf(product, 'height'),
    unitPriceCents: price.unitPriceCents,
    unitRetailCents: price.unitRetailCents,
    quantity: clampCartQuantity(item.quantity),
    jobUid: null,
  };
}

const yesWithCount = (on: boolean, count: number) => (on ? `Yes, ${count} window${count === 1 ? '' : 's'}` : 'No');

/** The job's options in words, as the installation line shows them. */
export function installationOptions(job: JobRecord, options: StoredOptions): NewCartLine['options'] {
  const { address } = job;
  const windows = job.items.reduce((sum, item) => sum + item.quantity, 0);
  const lines = [
    { name: 'Job', value: job.jobUid },
    {
      name: 'Install address',
      value: [address.line1, address.line2, address.city, `${address.state} ${address.zipcode}`].filter(Boolean).join(', '),
    },
    { name: 'Windows', value: String(windows) },
    { name: 'Removal', value: yesWithCount(options.windowRemoval, options.windowRemoveCount) },
    { name: 'Haul Away', value: yesWithCount(options.windowHaul, options.windowHaulCount) },
    { name: 'Text updates', value: options.textOptIn ? `Yes, ${formatTextPhone(options.textOptInNumber)}` : 'No' },
  ];
  if (options.specialInstructions.trim()) lines.push({ name: 'Special instructions', value: options.specialInstructions.trim() });
  return lines;
}

export interface InstallationConfiguration {
  guid: string;
  options: StoredOptions;
  retailCents: number;
}

/** A job's installation configuration as a cart line: quantity 1, at the price the configuration was given. */
export function installationLineOf(
  job: JobRecord,
  configuration: InstallationConfiguration,
  design: { designId: string; name: string } | null,
): NewCartLine {
  const productName = INSTALLATION_LINE_NAMES[job.serviceType];
  return {
    kind: 'installation',
    configurationGuid: configuration.guid,
    designId: design?.designId ?? null,
    designName: design?.name ?? productName,
    itemId: null,
    roomName: null,
    windowName: null,
    productId: null,
    productName,
    options: installationOptions(job, configuration.options),
    width: null,
    height: null,
    unitPriceCents: Math.max(0, configuration.retailCents),
    unitRetailCents: Math.max(0, configuration.retailCents),
    quantity: 1,
    jobUid: job.jobUid,
  };
}
