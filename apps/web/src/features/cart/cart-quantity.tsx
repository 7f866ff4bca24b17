import { type KeyboardEvent, useId, useState } from 'react';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, clampQuantity, parseQuantity, quantityNote } from './cart-quantity-rules.ts';

/**
 * The quantity stepper of a cart line: − and + (1 to 50, a window's limits), or a typed number that
 * takes effect on Enter or when focus leaves (Escape puts the quantity back); arrow keys step too. A
 * typed number out of range is brought into it and the field says why. The buttons stay focusable
 * at the limits (aria-disabled), so keyboard focus never drops off the page.
 */
export function CartQuantity({ label, value, onChange }: { label: string; value: number; onChange: (quantity: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const noteId = useId();
  const step = (delta: number) => {
    const next = clampQuantity(value + delta);
    setText(null);
    setNote(null);
    if (next !== value) onChange(next);
  };
  const commit = () => {
    if (text === null) return;
    const next = parseQuantity(text);
    setText(null);
    setNote(quantityNote(text));
    if (next !== null && next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'Escape') setText(null);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };
  const atMin = value <= CART_QUANTITY_MIN;
  const atMax = value >= CART_QUANTITY_MAX;
  return (
    <div className="eb-cart-qty-field">
      <div className="eb-cart-qty">
        <button
          type="button"
          className="eb-cart-qty__step"
          aria-label={`Decrease quantity of ${label}`}
          aria-disabled={atMin || undefined}
          onClick={() => !atMin && step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          className="eb-cart-qty__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          aria-label={`Quantity of ${label}`}
          aria-describedby={note ? noteId : undefined}
          value={text ?? String(value)}
          onChange={(event) => {
            setText(event.target.value.replace(/\D/g, ''));
            setNote(null);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="eb-cart-qty__step"
          aria-label={`Increase quantity of ${label}`}
          aria-disabled={atMax || undefined}
          onClick={() => !atMax && step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={noteId} className="eb-cart-qty__note" role="status">
        {note}
      </p>
    </div>
  );
}
