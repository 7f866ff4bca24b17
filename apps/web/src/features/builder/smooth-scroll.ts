/** Smooth scroll of doc 000 §9: 500 ms, ease-in-out cubic. */
export const SCROLL_MS = 500;

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** What the person does that takes the page back from a scroll under way (as the browser's own smooth scroll does). */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The scroll under way, if any: a new one, or the person, stops it. */
let running: { stop: () => void } | null = null;

/** Stops the scroll under way, leaving the page where it is. */
export function stopSmoothScroll(): void {
  running?.stop();
}

/**
 * Scrolls the window so that `target` (a page y) is at the top, honouring reduced motion. Only one
 * scroll runs at a time, and it stops as soon as the person scrolls, types or presses a pointer:
 * a click made while the page moves lands where the pointer was, and the page stays there.
 */
export function smoothScrollTo(targetY: number, duration = SCROLL_MS, onDone?: () => void): void {
  stopSmoothScroll();
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
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop, true);
    if (running === current) running = null;
  };
  const current = { stop };
  running = current;
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / duration);
    window.scrollTo(0, startY + distance * easeInOutCubic(t));
    if (t < 1) frame = requestAnimationFrame(step);
    else {
      stop();
      onDone?.();
    }
  };
  frame = requestAnimationFrame(step);
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
