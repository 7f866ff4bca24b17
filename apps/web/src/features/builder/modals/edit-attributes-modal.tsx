import { type Item, itemAttribute } from '@eb/domain/design';
import { EDIT_ATTRIBUTES_TITLE, editAttributesSchema, MOUNT_TYPES, windowCategoryOfKey } from '@eb/domain/mandi';
import { DIMENSION_LIMITS } from '@eb/domain/measurements';
import { type FormEvent, useId, useState } from 'react';
import { useAppSelector } from '../../../lib/hooks.ts';
import { useWindowCategories } from '../../../lib/installation-lookups.ts';
import { selectMe } from '../../../lib/session-slice.ts';
import { useSite } from '../../../lib/site-context.ts';
import { Button } from '../../../ui/button.tsx';
import { InchesSelect } from '../../../ui/inches-select.tsx';
import { Modal } from '../../../ui/modal.tsx';

export interface AttributeChange {
  attributeId: string;
  value: string;
}

/**
 * The mandi edit-attributes modal ('Editing', doc 000 §5): category, mount type and dimensions, with
 * a reason and a verification tick; Save stays disabled until the form is valid.
 */
export function EditAttributesModal({
  item,
  onSave,
  onClose,
}: {
  item: Item;
  onSave: (changes: AttributeChange[], reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const site = useSite();
  const categories = useWindowCategories(site);
  const me = useAppSelector(selectMe);
  const id = useId();
  const number = (name: string, fallback: number) => {
    const value = Number(itemAttribute(item, name));
    return Number.isFinite(value) && itemAttribute(item, name) !== null ? value : fallback;
  };
  const storedCategory = itemAttribute(item, 'category');
  const initial = {
    // A key stored on another site reads as the same category in this site's words.
    category: windowCategoryOfKey(storedCategory, site)?.key ?? '',
    mountType: itemAttribute(item, 'mountType') ?? 'inside',
    width: number('width', 36),
    height: number('height', 48),
    depth: number('depth', 0),
  };
  const [values, setValues] = useState(initial);
  const [reason, setReason] = useState('');
  const [verified, setVerified] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);

  const parsed = editAttributesSchema(site).safeParse({ category: values.category, reason, verified });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      errors[key] ??= issue.message;
    }
  }
  const shown = (key: string) => (touched[key] ? errors[key] : undefined);

  const changes = (): AttributeChange[] => {
    const list: AttributeChange[] = [];
    for (const key of ['category', 'mountType', 'width', 'height', 'depth'] as const) {
      // A category is sent whenever it differs from what is stored, so another site's key is rewritten.
      const differs =
        key === 'category' ? values.category !== storedCategory : values[key] !== initial[key] || itemAttribute(item, key) === null;
      if (differs) list.push({ attributeId: key, value: String(values[key]) });
    }
    return list;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ category: true, reason: true, verified: true });
    if (!parsed.success || busy) return;
    setBusy(true);
    try {
      await onSave(changes(), parsed.data.reason);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={596}
      title={EDIT_ATTRIBUTES_TITLE}
      onClose={onClose}
      className="eb-edit-attributes"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!parsed.success} busy={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="eb-form eb-edit-attributes__form" onSubmit={submit} noValidate>
        <p className="eb-edit-attributes__window">
          {item.label} · <span className="eb-muted">Edited by</span> <output>{me?.name ?? 'Associate'}</output>
        </p>
        <div className={`eb-field${shown('category') ? ' has-error' : ''}`}>
          <label className="eb-field__label" htmlFor={`${id}-category`}>
            Category
          </label>
          <select
            id={`${id}-category`}
            className="eb-select eb-field__input"
            value={values.category}
            aria-invalid={shown('category') ? true : undefined}
            onChange={(event) => {
              setValues({ ...values, category: event.target.value });
              setTouched({ ...touched, category: true });
            }}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.key} value={category.key}>
                {category.label}
              </option>
            ))}
          </select>
          {shown('category') && <p className="eb-field__error">{shown('category')}</p>}
        </div>
        <fieldset className="eb-radio-row">
          <legend className="eb-field__label">Mount type</legend>
          {MOUNT_TYPES.map((mount) => (
            <label key={mount.value} className="eb-radio">
              <input
                type="radio"
                name={`${id}-mount`}
                value={mount.value}
                checked={values.mountType === mount.value}
                onChange={() => setValues({ ...values, mountType: mount.value })}
              />
              {mount.label}
            </label>
          ))}
        </fieldset>
        <div className="eb-edit-attributes__sizes">
          <InchesSelect
            label="Width"
            value={values.width}
            {...DIMENSION_LIMITS.width}
            onChange={(width) => setValues({ ...values, width })}
          />
          <InchesSelect
            label="Height"
            value={values.height}
            {...DIMENSION_LIMITS.height}
            onChange={(height) => setValues({ ...values, height })}
          />
          <InchesSelect
            label="Depth"
            value={values.depth}
            {...DIMENSION_LIMITS.depth}
            onChange={(depth) => setValues({ ...values, depth })}
          />
        </div>
        <div className={`eb-field${shown('reason') ? ' has-error' : ''}`}>
          <label className="eb-field__label" htmlFor={`${id}-reason`}>
            Reason
          </label>
          <textarea
            id={`${id}-reason`}
            className="eb-field__input eb-textarea"
            rows={3}
            maxLength={1000}
            value={reason}
            aria-invalid={shown('reason') ? true : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setTouched({ ...touched, reason: true });
            }}
          />
          {shown('reason') && <p className="eb-field__error">{shown('reason')}</p>}
        </div>
        <div className={`eb-field${shown('verified') ? ' has-error' : ''}`}>
          <label className="eb-checkbox">
            <input
              type="checkbox"
              checked={verified}
              onChange={(event) => {
                setVerified(event.target.checked);
                setTouched({ ...touched, verified: true });
              }}
            />
            I verified that the new category can be used for this window.
          </label>
          {shown('verified') && <p className="eb-field__error">{shown('verified')}</p>}
        </div>
      </form>
    </Modal>
  );
}
