import { type Item, itemAttribute } from '@eb/domain/design';
import { editAttributesSchema, windowCategoryOfKey } from '@eb/domain/mandi';
import { type FormEvent, useId, useState } from 'react';
import { useAppSelector } from '../../../lib/hooks.ts';
import { useWindowCategories } from '../../../lib/installation-lookups.ts';
import { selectMe } from '../../../lib/session-slice.ts';
import { useSite } from '../../../lib/site-context.ts';

export interface AttributeChange {
  attributeId: string;
  value: string;
}

export interface AttributeValues {
  category: string;
  mountType: string;
  width: number;
  height: number;
  depth: number;
}

/**
 * The edit-attributes form: the window's values as stored, the edits, reason and tick, the errors
 * shown once a field is touched, and Save sending only what changed.
 */
export function useEditAttributes(item: Item, onSave: (changes: AttributeChange[], reason: string) => Promise<unknown>) {
  const site = useSite();
  const categories = useWindowCategories(site);
  const me = useAppSelector(selectMe);
  const id = useId();
  const number = (name: string, fallback: number) => {
    const value = Number(itemAttribute(item, name));
    return Number.isFinite(value) && itemAttribute(item, name) !== null ? value : fallback;
  };
  const storedCategory = itemAttribute(item, 'category');
  const initial: AttributeValues = {
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

  return {
    id,
    categories,
    editor: me?.name ?? 'Associate',
    values,
    reason,
    verified,
    valid: parsed.success,
    busy,
    shown,
    submit,
    change: (next: Partial<AttributeValues>) => setValues({ ...values, ...next }),
    chooseCategory: (category: string) => {
      setValues({ ...values, category });
      setTouched({ ...touched, category: true });
    },
    writeReason: (next: string) => {
      setReason(next);
      setTouched({ ...touched, reason: true });
    },
    tickVerified: (checked: boolean) => {
      setVerified(checked);
      setTouched({ ...touched, verified: true });
    },
  };
}
