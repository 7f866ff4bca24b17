import type { CatalogOption, CatalogProduct, PricedConfiguration, PriceGrid } from './catalog.ts';
import { eighthsText, isEighthStep } from './measurements.ts';
import { percentOfCents, roundHalfAway, toDollars } from './money.ts';

/** Rule messages of the configurator (ours: the spec shows none). */
export const sizeLimitMessage = (label: 'Width' | 'Height', min: number, max: number) =>
  `${label} must be between ${eighthsText(min)} and ${eighthsText(max)} inches for this product.`;
export const eighthMessage = (label: 'Width' | 'Height') => `${label} must be in eighths of an inch.`;
export const unknownOptionMessage = (optionId: string) => `This product has no option ${optionId}.`;
export const unknownChoiceMessage = (optionName: string, choiceId: string) => `${optionName} has no choice ${choiceId}.`;
export const requiredOptionMessage = (optionName: string) => `Please choose a ${optionName}.`;
export const minWidthMessage = (choiceValue: string, minWidth: number) =>
  `${choiceValue} needs a width of at least ${eighthsText(minWidth)} inches.`;
export const exclusionMessage = (optionName: string, choiceValue: string, otherOptionName: string, otherChoiceValue: string) =>
  `${optionName}: ${choiceValue} cannot be combined with ${otherOptionName}: ${otherChoiceValue}.`;
export const NO_PRICE_MESSAGE = 'There is no price for this size.';
export const DISCONTINUED_PRODUCT_MESSAGE = 'This product has been discontinued.';

/** The retail price of a size: the smallest bracket at or above each side; null above the last one. */
export function gridRetailCents(grid: PriceGrid, width: number, height: number): number | null {
  const column = grid.widths.findIndex((bound) => width <= bound);
  const row = grid.heights.findIndex((bound) => height <= bound);
  if (column < 0 || row < 0) return null;
  return grid.cents[row]?.[column] ?? null;
}

/** The choices a new configuration starts with: each option's default, else its first choice. */
export function defaultChoices(product: CatalogProduct): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const option of product.options) {
    const choiceId = option.defaultChoiceId ?? (option.required ? option.choices[0]?.choiceId : undefined);
    if (choiceId) choices[option.optionId] = choiceId;
  }
  return choices;
}

function choicePriceCents(choice: CatalogOption['choices'][number], baseCents: number, width: number): number {
  switch (choice.price.kind) {
    case 'fixed':
      return choice.price.cents;
    case 'perWidthInch':
      return roundHalfAway(choice.price.cents * width);
    case 'percent':
      return percentOfCents(baseCents, choice.price.percent);
  }
}

const sale = (cents: number, percentOff: number) => percentOfCents(cents, 100 - percentOff);

/**
 * Prices a product at a size with choices, running the rules in order: size limits, eighth grid,
 * unknown options and choices, required options, minimum widths, exclusions, grid price,
 * discontinued. Valid means no rule spoke.
 */
export function priceConfiguration(
  product: CatalogProduct,
  input: { width: number; height: number; choices: Record<string, string> },
): PricedConfiguration {
  const messages: string[] = [];
  const { width, height } = input;
  if (!(width >= product.minWidth && width <= product.maxWidth))
    messages.push(sizeLimitMessage('Width', product.minWidth, product.maxWidth));
  if (!(height >= product.minHeight && height <= product.maxHeight))
    messages.push(sizeLimitMessage('Height', product.minHeight, product.maxHeight));
  if (!isEighthStep(width)) messages.push(eighthMessage('Width'));
  if (!isEighthStep(height)) messages.push(eighthMessage('Height'));

  const options = new Map(product.options.map((option) => [option.optionId, option]));
  for (const optionId of Object.keys(input.choices)) {
    if (!options.has(optionId)) messages.push(unknownOptionMessage(optionId));
  }

  const chosen: { option: CatalogOption; choice: CatalogOption['choices'][number] }[] = [];
  for (const option of product.options) {
    const choiceId = input.choices[option.optionId];
    if (!choiceId) {
      if (option.required) messages.push(requiredOptionMessage(option.name));
      continue;
    }
    const choice = option.choices.find((candidate) => candidate.choiceId === choiceId);
    if (!choice) {
      messages.push(unknownChoiceMessage(option.name, choiceId));
      continue;
    }
    chosen.push({ option, choice });
  }

  for (const { choice } of chosen) {
    if (choice.minWidth !== undefined && width < choice.minWidth) messages.push(minWidthMessage(choice.value, choice.minWidth));
  }

  const reported = new Set<string>();
  for (const first of chosen) {
    for (const second of chosen) {
      if (first === second) continue;
      const clash = first.choice.excludes.includes(second.choice.choiceId) || second.choice.excludes.includes(first.choice.choiceId);
      const pair = [first.choice.choiceId, second.choice.choiceId].sort().join('|');
      if (!clash || reported.has(pair)) continue;
      reported.add(pair);
      messages.push(exclusionMessage(first.option.name, first.choice.value, second.option.name, second.choice.value));
    }
  }

  const grid = gridRetailCents(product.priceGrid, width, height);
  const hasPricing = grid !== null;
  if (!hasPricing) messages.push(NO_PRICE_MESSAGE);
  if (product.status === 'Discontinued') messages.push(DISCONTINUED_PRODUCT_MESSAGE);

  const baseRetailCents = grid ?? 0;
  const choices = chosen.map(({ option, choice }) => ({
    choiceId: choice.choiceId,
    optionId: option.optionId,
    optionName: option.name,
    optionType: option.optionType,
    choiceValue: choice.value,
    priceCents: hasPricing ? choicePriceCents(choice, baseRetailCents, width) : 0,
    isInternal: choice.isInternal,
  }));
  const optionRetailCents = choices.reduce((sum, choice) => sum + choice.priceCents, 0);
  const retailCents = baseRetailCents + optionRetailCents;
  return {
    isValid: messages.length === 0,
    messages,
    hasPricing,
    hasExclusions: reported.size > 0,
    baseRetailCents,
    optionRetailCents,
    retailCents,
    subtotalCents: sale(retailCents, product.salePercentOff),
    optionSubtotalCents: sale(optionRetailCents, product.salePercentOff),
    choices,
  };
}

/**
 * What a product costs at a window's size with its default choices (the listing card's price when the
 * window's size is known), in dollars; null when the product cannot be made or priced in that size.
 */
export function priceAtSize(product: CatalogProduct, width: number, height: number): { price: number; retail: number } | null {
  const fits = width >= product.minWidth && width <= product.maxWidth && height >= product.minHeight && height <= product.maxHeight;
  if (!fits) return null;
  const priced = priceConfiguration(product, { width, height, choices: defaultChoices(product) });
  if (!priced.hasPricing || !priced.isValid) return null;
  return { price: toDollars(priced.subtotalCents), retail: toDollars(priced.retailCents) };
}
