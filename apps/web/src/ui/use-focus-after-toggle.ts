import { type RefObject, useEffect, useRef } from 'react';

/**
 * For a control that swaps between showing and editing (the measurement editor): opening puts focus
 * on the first field of the form, closing (cancel, Escape or save) puts it back on the button that
 * opens it, instead of letting it fall to the page body when the form goes away.
 */
export function useFocusAfterToggle(editing: boolean, form: RefObject<HTMLElement | null>, opener: RefObject<HTMLElement | null>): void {
  const previous = useRef(editing);
  useEffect(() => {
    if (previous.current === editing) return;
    previous.current = editing;
    if (editing) form.current?.querySelector<HTMLElement>('select, input, textarea, button')?.focus();
    else opener.current?.focus();
  }, [editing, form, opener]);
}
