import { QUANTITY_OPTIONS } from '@eb/domain/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { whenNearScreen } from '../../../ui/near-screen.ts';

/**
 * The quantity select (doc 000: 1 to 50). Far from the screen it holds only the chosen quantity, and
 * all fifty once it comes near, is focused or is touched: a design of 300 windows would otherwise
 * create 15,000 options before its first paint.
 */
export function QuantitySelect({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const select = selectRef.current;
    if (near || !select) return;
    return whenNearScreen(select, () => setNear(true));
  }, [near]);
  const wake = () => setNear(true);
  const options = near || !QUANTITY_OPTIONS.includes(value) ? QUANTITY_OPTIONS : [value];
  return (
    <div className="eb-quantity">
      <label htmlFor={id} className="eb-quantity__label">
        Qty
      </label>
      <select
        ref={selectRef}
        id={id}
        className="eb-select"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        onFocus={wake}
        onPointerDown={wake}
        onKeyDown={wake}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
