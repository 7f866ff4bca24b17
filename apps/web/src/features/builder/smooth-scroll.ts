/** Smooth scroll of doc 000 §9: 500 ms, ease-in-out cubic. */
export const SCROLL_MS = 500;

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls the window so that `target` (a page y) is at the top, honouring reduced motion. */
export function smoothScrollTo(targetY: number, duration = SCROLL_MS): void {
  const startY = window.scrollY;
  const distance = targetY - startY;
  if (Math.abs(distance) < 1) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || duration <= 0) {
    window.scrollTo(0, targetY);
    return;
  }
  const started = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / duration);
    window.scrollTo(0, startY + distance * easeInOutCubic(t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Scrolls to an element by id once it is in the page; `align` 'end' brings its bottom into view. */
export function scrollToElement(id: string, align: 'start' | 'end' = 'start'): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const offset = 16;
    const y = align === 'start' ? rect.top + window.scrollY - offset : rect.bottom + window.scrollY - window.innerHeight + offset;
    smoothScrollTo(Math.max(0, y));
  });
}
