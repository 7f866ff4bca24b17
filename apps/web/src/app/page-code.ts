/**
 * Each page's code is its own file, fetched the first time the page opens. That fetch fails when
 * the network is gone, or when a new version of the app has replaced the files this page was built
 * against (their names carry a hash of their content, and the old ones are gone).
 */

/** What browsers say when a page's module cannot be fetched (Chromium, Firefox, Safari), and Vite's own for its style sheets. */
const PAGE_CODE_FAILURES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** Whether `error` is a page's code that could not be fetched, rather than a fault in the page. */
export function isPageCodeError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return PAGE_CODE_FAILURES.some((failure) => failure.test(message));
}

const RELOADED_KEY = 'eb:page-code-reloaded';
/** A second failure this soon after reloading for one is not a new version: the page gives up and says so. */
export const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * Records a reload for new code and answers true, unless the page was already reloaded for it a
 * moment ago (the files are really missing: reloading again would loop) or the browser keeps no
 * session storage (nothing would stop a loop).
 */
export function mayReloadForNewCode(now = Date.now()): boolean {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return false;
    const last = Number(storage.getItem(RELOADED_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_AGAIN_AFTER_MS) return false;
    storage.setItem(RELOADED_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
