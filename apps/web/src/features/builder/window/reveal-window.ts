/** How long a returned page may take to show the window before the reveal gives up. */
const REVEAL_WAIT_MS = 10_000;

/**
 * Scrolls the window's card into view and puts focus on it once the page shows it, so keyboard and
 * screen-reader users continue where the product landed. Nothing moves if a dialog has opened
 * meanwhile, or if the shopper has already put focus somewhere else on the page.
 */
export function revealWindow(itemId: string): void {
  const started = performance.now();
  const attempt = () => {
    const card = document.getElementById(`window-${itemId}`);
    if (!card) {
      // A long design renders its windows a few at a time: brought near the screen, this one renders now.
      document.getElementById(`window-slot-${itemId}`)?.scrollIntoView({ block: 'center' });
      if (performance.now() - started < REVEAL_WAIT_MS) requestAnimationFrame(attempt);
      return;
    }
    const active = document.activeElement;
    if (document.querySelector('dialog[open]') || (active && active !== document.body)) return;
    bringIntoView(card);
    card.focus({ preventScroll: true });
    keepInView(card);
  };
  requestAnimationFrame(attempt);
}

/** The card in the middle of the screen; one taller than the screen (a phone's) from its top, name first. */
function bringIntoView(card: HTMLElement): void {
  card.scrollIntoView({ block: card.offsetHeight > window.innerHeight ? 'start' : 'center' });
}

/** How long after the reveal the page may still be settling (images, totals, the rest of the rooms). */
const SETTLE_MS = 2_000;
const USER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * The page goes on settling after the reveal: what is above the window grows as it renders, and the
 * router restores the page's last scroll position. Until the shopper moves on (any input), or the
 * page has had time to settle, the focused window is brought back to the middle whenever the page
 * moves it out of view.
 */
function keepInView(card: HTMLElement): void {
  let frame = 0;
  const check = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (document.activeElement !== card || !card.isConnected) return stop();
      // Its top edge in the upper part of the screen, as the reveal left it.
      const { top } = card.getBoundingClientRect();
      if (top < -1 || top > window.innerHeight * 0.75) bringIntoView(card);
    });
  };
  const resized = new ResizeObserver(check);
  const timer = window.setTimeout(() => stop(), SETTLE_MS);
  function stop(): void {
    resized.disconnect();
    window.clearTimeout(timer);
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', check);
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
  }
  resized.observe(document.body);
  window.addEventListener('scroll', check, { passive: true });
  for (const type of USER_INPUT) window.addEventListener(type, stop, true);
}
