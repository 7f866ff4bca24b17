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
    card.scrollIntoView({ block: 'center' });
    card.focus({ preventScroll: true });
  };
  requestAnimationFrame(attempt);
}
