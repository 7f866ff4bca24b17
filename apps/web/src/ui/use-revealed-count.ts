import { useEffect, useState } from 'react';

/**
 * How many of a long list's `total` rows may render now: `first` at once, then `step` more after each
 * painted frame until all have. A cart of a thousand lines laid out in one go held the page for over
 * a second; in slices its first screen shows at once and the rest follow without a long task. Rows
 * added later (the list grows) are revealed the same way.
 */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => setCount((current) => current + step), 0);
    };
    if (typeof requestAnimationFrame !== 'function') {
      next();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(next);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
