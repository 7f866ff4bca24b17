import { type Design, DesignAttr, type DesignAttribute, ORDER_DESIGN_ATTRIBUTES } from '../design.ts';
import { canSetDesignAttribute, type Viewer } from '../permissions.ts';
import { attributeIdFor } from './attribute-id.ts';
import { CommandError } from './command-error.ts';

/**
 * Design attributes a caller may set. Origin is the server's (CEC for reps, Online otherwise);
 * order and job attributes (ORDER_DESIGN_ATTRIBUTES) only reps and the order flow set; sharing
 * attributes belong to the flows that own them.
 */
const CLIENT_DESIGN_ATTRIBUTES: ReadonlySet<string> = new Set([
  DesignAttr.isMandi,
  DesignAttr.purchaseOption,
  DesignAttr.propertyAddress,
  DesignAttr.customer,
  DesignAttr.numberOfWindows,
]);
/** Of those, the ones fixed once the design exists. */
const CREATE_ONLY_ATTRIBUTES: ReadonlySet<string> = new Set([DesignAttr.isMandi]);

/** Refuses design attributes the caller may not set: on a new design (`creating`) or an existing one. */
export function checkDesignAttributeNames(viewer: Viewer, names: Iterable<string>, creating: boolean): void {
  for (const name of names) {
    if (ORDER_DESIGN_ATTRIBUTES.has(name)) {
      if (!canSetDesignAttribute(viewer, name)) {
        throw new CommandError('FORBIDDEN', `Only sales representatives can set the design attribute ${name}.`);
      }
    } else if (!CLIENT_DESIGN_ATTRIBUTES.has(name) || (!creating && CREATE_ONLY_ATTRIBUTES.has(name))) {
      throw new CommandError('VALIDATION_FAILED', `The design attribute ${name} cannot be set here.`);
    }
  }
}

export interface DesignAttributeChange {
  design: Design;
  /** The values before, for the names that existed (what undo sets back). */
  previous: Record<string, string | null>;
  /** Names that did not exist before (what undo removes). */
  added: string[];
}

const byName = (a: DesignAttribute, b: DesignAttribute) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Sets and removes design attributes; a value equal to the current one is no change. Attributes are
 * kept in name order (the order the server reads them in). Null when nothing changes.
 */
export function designAttributeChanges(
  design: Design,
  values: Readonly<Record<string, string | null>>,
  remove: readonly string[] = [],
): DesignAttributeChange | null {
  let list = design.designAttributes;
  const previous: Record<string, string | null> = {};
  const added: string[] = [];
  for (const name of remove) {
    const existing = list.find((attribute) => attribute.name === name);
    if (!existing || name in values) continue;
    previous[name] = existing.value;
    list = list.filter((attribute) => attribute !== existing);
  }
  for (const [name, value] of Object.entries(values)) {
    const existing = list.find((attribute) => attribute.name === name);
    if (existing) {
      if (existing.value === value) continue;
      previous[name] = existing.value;
      list = list.map((attribute) => (attribute === existing ? { ...existing, value } : attribute));
    } else {
      added.push(name);
      const attribute = { designAttributeId: attributeIdFor(design.designId, name), designId: design.designId, name, value };
      list = [...list, attribute].sort(byName);
    }
  }
  if (added.length === 0 && Object.keys(previous).length === 0) return null;
  const attributes = Object.fromEntries(list.map((attribute) => [attribute.name, attribute.value]));
  return { design: { ...design, designAttributes: list, attributes }, previous, added };
}
