import type { Item } from '@eb/domain/design';
import { sizeText } from '@eb/domain/measurements';

/** '36 1/8" W × 48" H' from the window's width and height attributes, or null when it has none. */
export function windowSize(item: Item): string | null {
  const inches = (name: string) => {
    const value = item.attributes.find((attribute) => attribute.name === name)?.value;
    const number = value === null || value === undefined || value === '' ? Number.NaN : Number(value);
    return Number.isFinite(number) && number > 0 ? number : null;
  };
  const width = inches('width');
  const height = inches('height');
  return width || height ? sizeText(width, height) : null;
}

/** The customer-facing options of the product on a window ('Color: Snow'); internal choices stay out. */
export function windowOptions(item: Item): string[] {
  return (item.itemProduct?.choices ?? [])
    .filter((choice) => !choice.isInternal && choice.choiceValue.trim() !== '')
    .map((choice) => `${choice.optionName}: ${choice.choiceValue}`);
}
