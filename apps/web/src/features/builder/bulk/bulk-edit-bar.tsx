import type { BulkChange } from '@eb/domain/commands/bulk';
import { PURCHASE_OPTION_LABELS, PURCHASE_OPTIONS, type PurchaseOption } from '@eb/domain/design';
import { QUANTITY_OPTIONS } from '@eb/domain/limits';
import { MOUNT_TYPES, type MountType } from '@eb/domain/mandi';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { Button } from '../../../ui/button.tsx';
import { applyBulkChange } from '../state/bulk-edits.ts';
import { selectionCleared, selectSelectedWindows } from '../state/selection-slice.ts';
import type { DesignInfo } from '../use-builder.ts';
import { useBulkControls } from './bulk-pick.tsx';
import './bulk.css';

/**
 * The bar a bulk edit is made from, shown while windows are selected: how many, and each change the
 * person may put on all of them (quantity, purchase option, mount type on measure-and-install
 * designs). Each Apply is one step of undo; the selection stays for the next change.
 */
export function BulkEditBar({ design }: { design: DesignInfo }) {
  const designId = design.designId;
  const controls = useBulkControls(design);
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => selectSelectedWindows(state, designId), shallowEqual);
  const [quantity, setQuantity] = useState(1);
  const [option, setOption] = useState<PurchaseOption>('product-only');
  const [mount, setMount] = useState<MountType>('inside');
  if (!controls.selectable || selected.length === 0) return null;
  const apply = (change: BulkChange) => dispatch(applyBulkChange(designId, change));
  const count = selected.length;

  return (
    <section className="eb-bulk-bar" aria-label="Change the selected windows">
      <p className="eb-bulk-bar__count" aria-live="polite">
        <strong>{count}</strong> {count === 1 ? 'window' : 'windows'} selected
      </p>
      <div className="eb-bulk-bar__changes">
        {controls.quantity && (
          <BulkChoice label="Quantity" onApply={() => apply({ kind: 'quantity', quantity })}>
            {(id) => (
              <select id={id} className="eb-select" value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
                {QUANTITY_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            )}
          </BulkChoice>
        )}
        {controls.purchaseOption && (
          <BulkChoice label="Purchase option" onApply={() => apply({ kind: 'purchaseOption', option })}>
            {(id) => (
              <select id={id} className="eb-select" value={option} onChange={(event) => setOption(event.target.value as PurchaseOption)}>
                {PURCHASE_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {PURCHASE_OPTION_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </BulkChoice>
        )}
        {controls.mountType && (
          <BulkChoice label="Mount type" onApply={() => apply({ kind: 'mountType', mountType: mount })}>
            {(id) => (
              <select id={id} className="eb-select" value={mount} onChange={(event) => setMount(event.target.value as MountType)}>
                {MOUNT_TYPES.map((value) => (
                  <option key={value.value} value={value.value}>
                    {value.label}
                  </option>
                ))}
              </select>
            )}
          </BulkChoice>
        )}
      </div>
      <Button variant="link" onClick={() => dispatch(selectionCleared(designId))}>
        Clear selection
      </Button>
    </section>
  );
}

/** One change: its label, its control and Apply (Enter in the control applies too). */
function BulkChoice({ label, onApply, children }: { label: string; onApply: () => void; children: (id: string) => ReactNode }) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  // A list does not submit its form on Enter by itself.
  const enter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLSelectElement)) return;
    event.preventDefault();
    onApply();
  };
  return (
    <form className="eb-bulk-bar__choice" onSubmit={submit} onKeyDown={enter}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
      <Button type="submit" variant="secondary">
        Apply<span className="eb-visually-hidden"> {label.toLowerCase()} to the selected windows</span>
      </Button>
    </form>
  );
}
