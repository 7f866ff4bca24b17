import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusElement, focusIsLost } from '../lib/focus.ts';

/**
 * After a page change inside the app, focus goes to the new page's h1, so keyboard and
 * screen-reader users start at the top of what changed instead of on the body or on a control of
 * the page they left. Focus on a design tab stays (arrow keys move between tabs and designs), and so
 * does focus a page put on its own landing (marked `data-page-focus`, such as an order's thank-you):
 * whichever of the two runs first, the page's choice wins.
 */
/** Where focus stays on a page change: a design tab, or a landing the new page chose itself. */
const KEEPS_FOCUS = '[role="tablist"], [data-page-focus]';

export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // The first page of a load keeps the browser's own start; only changes move focus.
    if (shown.current === pathname) return;
    shown.current = pathname;
    let frames = 30;
    let handle = 0;
    const attempt = () => {
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading) {
        if (frames-- > 0) handle = requestAnimationFrame(attempt);
        return;
      }
      if (focusIsLost() || !document.activeElement?.closest(KEEPS_FOCUS)) focusElement(heading);
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
  return null;
}
