import { attributeDisplayPriority, type Item, ItemAttr, type ItemAttribute, PURCHASE_OPTIONS } from '../design.ts';
import { MOUNT_TYPE_VALUES } from '../mandi.ts';
import { checkDimension, DIMENSION_LIMITS, type Dimension, formatInches } from '../measurements.ts';
import { attributeIdFor } from './attribute-id.ts';
import { CommandError } from './command-error.ts';

/** What attribute checks need to know that the graph does not hold. */
export interface AttributeContext {
  /** The category keys of the request's site ({product}-shades, roller-shades, verticals, perfect-arch). */
  windowCategoryKeys: readonly string[];
  /** Size limits of a window's dimension (product limits in product mode, the mandi limits otherwise). */
  dimensionLimits?: (item: Item, dimension: Dimension, mandi: boolean) => { min: number; max: number };
}

const DIMENSIONS = new Set<string>([ItemAttr.width, ItemAttr.height, ItemAttr.depth]);
/** What a window may lose: its purchase option, and the flags and notes of the rep panels (doc 000 §6). */
const REMOVABLE = new Set<string>([
  ItemAttr.purchaseOption,
  ItemAttr.motorized,
  ItemAttr.flagNotes,
  ItemAttr.notes,
  ItemAttr.specialtyShape,
]);

function capitalize(name: string): string {
  const spaced = name.replace(/([A-Z])/g, ' $1');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

const refuse = (message: string): never => {
  throw new CommandError('VALIDATION_FAILED', message);
};

/** The stored value and its display form, after checking the value is allowed for the attribute. */
export function normalizeAttribute(
  item: Item,
  name: string,
  value: string,
  context: AttributeContext,
  mandi: boolean,
): { value: string; normalized: string; displayName: string } {
  if (DIMENSIONS.has(name)) {
    const dimension = name as Dimension;
    const inches = Number(value);
    if (value.trim() === '' || !Number.isFinite(inches)) refuse(`${capitalize(name)} must be a number of inches.`);
    const limits = context.dimensionLimits?.(item, dimension, mandi) ?? DIMENSION_LIMITS[dimension];
    const problem = checkDimension(dimension, inches, limits);
    if (problem) refuse(problem);
    return { value: String(inches), normalized: formatInches(inches), displayName: capitalize(name) };
  }
  if (name === ItemAttr.category && !context.windowCategoryKeys.includes(value)) {
    refuse(`Category must be one of ${context.windowCategoryKeys.join(', ')}.`);
  }
  if (name === ItemAttr.mountType && !(MOUNT_TYPE_VALUES as readonly string[]).includes(value.toLowerCase())) {
    refuse('Mount type must be Inside or Outside.');
  }
  if (name === ItemAttr.purchaseOption && !(PURCHASE_OPTIONS as readonly string[]).includes(value)) {
    refuse(`Purchase option must be one of ${PURCHASE_OPTIONS.join(', ')}.`);
  }
  const stored = name === ItemAttr.mountType ? value.toLowerCase() : value;
  return { value: stored, normalized: stored, displayName: capitalize(name) };
}

export interface AttributeChange {
  attributes: ItemAttribute[];
  /** The attributes as they were, for the names that existed. */
  previous: ItemAttribute[];
  /** Names that did not exist before. */
  added: string[];
}

/**
 * Sets (value) or removes (null) a window's attributes. A value equal to the current one is not a
 * change (doc 000 §5: attribute writes occur only when the new value differs); null when nothing changes.
 */
export function attributeChanges(
  item: Item,
  values: Record<string, string | null>,
  context: AttributeContext,
  mandi: boolean,
): AttributeChange | null {
  let attributes = item.attributes;
  const previous: ItemAttribute[] = [];
  const added: string[] = [];
  for (const [name, raw] of Object.entries(values)) {
    const existing = attributes.find((attribute) => attribute.name === name);
    if (raw === null) {
      if (!REMOVABLE.has(name)) refuse(`The window attribute ${name} cannot be removed.`);
      if (!existing) continue;
      previous.push(existing);
      attributes = attributes.filter((attribute) => attribute !== existing);
      continue;
    }
    const normalized = normalizeAttribute(item, name, raw, context, mandi);
    if (existing?.value === normalized.value) continue;
    if (existing) {
      previous.push(existing);
      const updated = { ...existing, value: normalized.value, normalizedValue: normalized.normalized };
      attributes = attributes.map((attribute) => (attribute === existing ? updated : attribute));
    } else {
      added.push(name);
      attributes = [
        ...attributes,
        {
          attributeId: attributeIdFor(item.itemId, name),
          name,
          value: normalized.value,
          normalizedValue: normalized.normalized,
          displayName: normalized.displayName,
          sortIndex: 0,
          displayPriority: attributeDisplayPriority(name),
        },
      ];
    }
  }
  return previous.length === 0 && added.length === 0 ? null : { attributes: sortAttributes(attributes), previous, added };
}

/** Window attributes in one order everywhere (the order the server reads them in): sort index, then name. */
export function sortAttributes(attributes: readonly ItemAttribute[]): ItemAttribute[] {
  return [...attributes].sort((a, b) => a.sortIndex - b.sortIndex || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
