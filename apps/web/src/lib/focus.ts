/**
 * Keyboard focus after the element that had it goes away (a deleted window, a closed editor, a new
 * page): put it somewhere useful instead of letting it fall to the page body.
 */

/** The id of the page's main content (the skip link's target). */
export const MAIN_ID = 'main';

/** Focuses an element, making it focusable by script when it is not already (headings, cards). */
export function focusElement(element: HTMLElement): void {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: false });
}

/**
 * Focuses the element with this id once it is on the page (the screen may still be rendering the
 * answer that added it); gives up after about half a second.
 */
export function focusWhenShown(id: string, tries = 30): void {
  const attempt = (left: number) => {
    const element = document.getElementById(id);
    if (element?.isConnected) focusElement(element);
    else if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  requestAnimationFrame(() => attempt(tries));
}

/** Whether focus has fallen to nothing useful (the body, or an element no longer on the page). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * When what had focus has just gone (someone else deleted the window being edited), puts focus on
 * the page's main content instead of the body, without scrolling: the next Tab goes on from there.
 */
export function keepFocusInPage(): void {
  if (focusIsLost()) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}
