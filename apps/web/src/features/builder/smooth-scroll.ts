/** Smooth scroll of doc 000 §9: 500 ms, ease-in-out cubic. */
export const SCROLL_MS = 500;

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls the window so that `target` (a page y) is at the top, honouring reduced motion. */
export function smoothScrollTo(targetY: number, duration = SCROLL_MS, onDone?: () => void): void {
  const startY = window.scrollY;
  const distance = targetY - startY;
  if (Math.abs(distance) < 1) {
    onDone?.();
    return;
  }
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || duration <= 0) {
    window.scrollTo(0, targetY);
    onDone?.();
    return;
  }
  const started = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / duration);
    window.scrollTo(0, startY + distance * easeInOutCubic(t));
    if (t < 1) requestAnimationFrame(step);
    else onDone?.();
  };
  requestAnimationFrame(step);
}

const OFFSET = 16;

/** Scrolls to an element by id once it is in the page; `align` 'end' brings its bottom into view. */
export function scrollToElement(id: string, align: 'start' | 'end' = 'start', onDone?: () => void): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const y = align === 'start' ? rect.top + window.scrollY - OFFSET : rect.bottom + window.scrollY - window.innerHeight + OFFSET;
    smoothScrollTo(Math.max(0, y), SCROLL_MS, onDone);
  });
}

/**
 * Scrolls to an element far down a long page. Cards far from the screen are laid out only when near
 * it (content-visibility), so the first distance is an estimate: once there, the element is put in
 * place again until it stays put.
 */
export function scrollToFarElement(id: string): void {
  const settle = (left: number) => {
    const element = document.getElementById(id);
    if (!element) return;
    const off = element.getBoundingClientRect().top - OFFSET;
    if (Math.abs(off) < 2 || left === 0) return;
    window.scrollBy(0, off);
    requestAnimationFrame(() => settle(left - 1));
  };
  scrollToElement(id, 'start', () => requestAnimationFrame(() => settle(5)));
}
