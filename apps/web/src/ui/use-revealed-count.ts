import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

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
    return afterNextPaint(() => setCount((current) => current + step));
  }, [count, total, step]);
  return Math.min(count, total);
}
