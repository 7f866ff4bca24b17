import { randomUUID } from 'node:crypto';
import type { Design, DesignAttribute, ItemAttribute } from '@eb/domain/design';
import type { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The attribute part of a command's write plan (see command-writer.ts): design attributes by id,
 * window attributes by name, with the audit rows of what changed.
 */

const attributeRow = (designId: string, itemId: string, attribute: ItemAttribute) => ({
  id: attribute.attributeId,
  item_id: itemId,
  design_id: designId,
  name: attribute.name,
  value: attribute.value,
  normalized_value: attribute.normalizedValue,
  display_name: attribute.displayName,
  sort_index: attribute.sortIndex,
  display_priority: attribute.displayPriority,
});

/** Design attributes set, changed or removed: by id, as the domain keeps them. */
export function planDesignAttributes(db: Db, out: CompiledQuery[], before: Design, after: Design): void {
  const old = new Map(before.designAttributes.map((attribute) => [attribute.designAttributeId, attribute]));
  const kept = new Set(after.designAttributes.map((attribute) => attribute.designAttributeId));
  const gone = before.designAttributes.filter((attribute) => !kept.has(attribute.designAttributeId));
  if (gone.length > 0) {
    out.push(
      db
        .deleteFrom('design_attributes')
        .where(
          'id',
          'in',
          gone.map((attribute) => attribute.designAttributeId),
        )
        .compile(),
    );
  }
  const added: DesignAttribute[] = [];
  for (const attribute of after.designAttributes) {
    const previous = old.get(attribute.designAttributeId);
    if (!previous) added.push(attribute);
    else if (previous.value !== attribute.value) {
      out.push(db.updateTable('design_attributes').set({ value: attribute.value }).where('id', '=', attribute.designAttributeId).compile());
    }
  }
  if (added.length > 0) {
    out.push(
      db
        .insertInto('design_attributes')
        .values(
          added.map((attribute) => ({
            id: attribute.designAttributeId,
            design_id: after.designId,
            name: attribute.name,
            value: attribute.value,
          })),
        )
        .compile(),
    );
  }
}

/** Who changed window attributes and why, for their audit rows. */
export interface AttributeAudit {
  changedBy: string;
  reason: string | null;
}

export interface AttributeWrite {
  itemId: string;
  before: readonly ItemAttribute[];
  after: readonly ItemAttribute[];
  /** A new window's attributes are not changes to audit. */
  newItem: boolean;
}

export function planAttributes(db: Db, out: CompiledQuery[], designId: string, writes: AttributeWrite[], context: AttributeAudit): void {
  const inserts: ReturnType<typeof attributeRow>[] = [];
  const removals: string[] = [];
  const audit: { item_id: string; name: string; old_value: string | null; new_value: string | null }[] = [];
  for (const write of writes) {
    const old = new Map(write.before.map((attribute) => [attribute.name, attribute]));
    const now = new Map(write.after.map((attribute) => [attribute.name, attribute]));
    for (const [name, attribute] of old) {
      const next = now.get(name);
      if (next === attribute) continue;
      if (!next || next.attributeId !== attribute.attributeId) {
        removals.push(attribute.attributeId);
        if (!next) audit.push({ item_id: write.itemId, name, old_value: attribute.value, new_value: null });
        continue;
      }
      out.push(
        db
          .updateTable('item_attributes')
          .set({ value: next.value, normalized_value: next.normalizedValue, display_name: next.displayName })
          .where('id', '=', attribute.attributeId)
          .compile(),
      );
      audit.push({ item_id: write.itemId, name, old_value: attribute.value, new_value: next.value });
    }
    for (const [name, attribute] of now) {
      const previous = old.get(name);
      if (previous && previous.attributeId === attribute.attributeId) continue;
      inserts.push(attributeRow(designId, write.itemId, attribute));
      if (!write.newItem) audit.push({ item_id: write.itemId, name, old_value: previous?.value ?? null, new_value: attribute.value });
    }
  }
  if (removals.length > 0) out.push(db.deleteFrom('item_attributes').where('id', 'in', removals).compile());
  if (inserts.length > 0) out.push(db.insertInto('item_attributes').values(inserts).compile());
  if (audit.length > 0) {
    out.push(
      db
        .insertInto('attribute_changes')
        .values(
          audit.map((entry) => ({
            ...entry,
            id: randomUUID(),
            design_id: designId,
            reason: context.reason,
            changed_by: context.changedBy,
          })),
        )
        .compile(),
    );
  }
}
