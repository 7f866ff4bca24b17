import { useSyncExternalStore } from 'react';

/** Below the 530 px breakpoint (doc 001 §9) the modal's title is the short one. */
export const NARROW_QUERY = '(max-width: 529.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const narrowNow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;

/** Whether the window is narrower than the 530 px breakpoint; follows resizes. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
