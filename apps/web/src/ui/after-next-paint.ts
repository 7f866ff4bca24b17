/**
 * Calls `callback` once the browser has painted the next frame (a frame, then a task), so work done
 * in slices gives each slice a frame of its own rather than piling several into one. Without frames
 * (tests), after a task. Answers a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
