/** How far off screen an element counts as near: a few cards ahead of a scroll. */
const NEAR_MARGIN = '1200px 0px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function observerOf(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        stopWatching(entry.target);
        callback?.();
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  return observer;
}

function stopWatching(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

/**
 * Calls `callback` once, when the element comes near the screen (at once where the browser cannot
 * tell). One observer serves every element; answers a function that stops watching.
 */
export function whenNearScreen(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  waiting.set(element, callback);
  observerOf().observe(element);
  return () => stopWatching(element);
}

const watching = new Map<Element, (near: boolean) => void>();
let watcher: IntersectionObserver | null = null;

/**
 * Calls `onChange(true)` when the element comes near the screen and `onChange(false)` when it goes
 * far again, for as long as it is watched (a room of a very long design renders its windows only
 * while near). Answers a function that stops watching.
 */
export function watchNearScreen(element: Element, onChange: (near: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => undefined;
  }
  watcher ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watching.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: NEAR_MARGIN },
  );
  watching.set(element, onChange);
  watcher.observe(element);
  return () => {
    watching.delete(element);
    watcher?.unobserve(element);
  };
}
