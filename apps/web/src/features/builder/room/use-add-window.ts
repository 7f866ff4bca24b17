import { useLayoutEffect, useRef } from 'react';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { addWindow } from '../state/builder-actions.ts';

/** Add New Window for a room: the button to hold on to, and what a click on it does. */
export function useAddWindow(designId: string, containerId: string) {
  const dispatch = useAppDispatch();
  // Adding a window scrolls to the bottom of its room (doc 000 §4): the new window shows at once,
  // and the page moves by its height so Add New Window stays under the pointer (a double click still
  // adds one: see firstClickOnly).
  const addButton = useRef<HTMLButtonElement>(null);
  const anchor = useRef<number | null>(null);
  useLayoutEffect(() => {
    const before = anchor.current;
    anchor.current = null;
    const button = addButton.current;
    if (before === null || !button) return;
    const moved = button.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy(0, moved);
  });
  const add = async () => {
    anchor.current = addButton.current?.getBoundingClientRect().top ?? null;
    const itemId = await dispatch(addWindow(designId, containerId));
    if (!itemId) anchor.current = null;
  };
  return { addButton, add };
}
