import type { MouseEvent } from 'react';

/**
 * A click handler that acts on the first click of a quick series only. The second click of a
 * double click lands on whatever is under the pointer by then: after Delete Window the dialog is
 * gone and Add New Window has moved under it; after an add, the button that stayed under the
 * pointer. A double click is one action, so the clicks after the first (`detail` 2, 3…) are dropped,
 * links included. Keyboard presses (`detail` 0) always act.
 */
export function firstClickOnly<E extends MouseEvent>(handler?: (event: E) => void): (event: E) => void {
  return (event) => {
    if (event.detail > 1) {
      event.preventDefault();
      return;
    }
    handler?.(event);
  };
}
