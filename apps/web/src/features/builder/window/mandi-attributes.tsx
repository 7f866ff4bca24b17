import { ATTRIBUTE_PRIORITY, type Item } from '@eb/domain/design';
import { MOUNT_TYPES, windowCategoryOfKey } from '@eb/domain/mandi';
import { useSite } from '../../../lib/site-context.ts';

/** The attributes a mandi window lists (displayPriority ≥ 50, notes apart), in their order. */
export function shownMandiAttributes(item: Item) {
  return item.attributes
    .filter(
      (attribute) => attribute.displayPriority >= ATTRIBUTE_PRIORITY.mandi && attribute.name !== 'notes' && attribute.name !== 'flagNotes',
    )
    .sort((a, b) => a.sortIndex - b.sortIndex || a.name.localeCompare(b.name));
}

/** Mandi attributes shown when displayPriority ≥ 50; spec values (≥ 100) show 'No' when missing (doc 000 §9). */
export function MandiAttributes({
  item,
  canDeleteMotorized,
  onDeleteMotorized,
}: {
  item: Item;
  canDeleteMotorized: boolean;
  onDeleteMotorized: () => void;
}) {
  const shown = shownMandiAttributes(item);
  const site = useSite();
  if (shown.length === 0) return null;
  // Stored keys read as the words a person picked.
  const label = (name: string, value: string | null) =>
    name === 'category'
      ? (windowCategoryOfKey(value, site)?.label ?? value)
      : name === 'mountType'
        ? (MOUNT_TYPES.find((mount) => mount.value === value)?.label ?? value)
        : value;
  return (
    <dl className="eb-attributes">
      {shown.map((attribute) => {
        const value = label(attribute.name, attribute.normalizedValue ?? attribute.value);
        const text = value ? value : attribute.displayPriority >= ATTRIBUTE_PRIORITY.spec ? 'No' : '';
        return (
          <div key={attribute.attributeId} className="eb-attributes__row">
            <dt>{attribute.displayName ?? attribute.name}</dt>
            <dd>
              {text}
              {attribute.name === 'motorized' && canDeleteMotorized && (
                <button type="button" className="eb-link-button eb-attributes__remove" onClick={onDeleteMotorized}>
                  Remove<span className="eb-visually-hidden"> motorized</span>
                </button>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
