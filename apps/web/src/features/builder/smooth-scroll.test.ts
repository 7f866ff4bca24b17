import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { easeInOutCubic, SCROLL_MS, smoothScrollTo } from './smooth-scroll.ts';

describe('smooth scroll', () => {
  it('takes 500 ms on an ease-in-out cubic curve', () => {
    expect(SCROLL_MS).toBe(500);
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625);
    expect(easeInOutCubic(0.75)).toBeCloseTo(0.9375);
  });
});

/** A window that scrolls and animates only when told: frames run at the times the test gives. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  let frames: Array<{ id: number; run: (now: number) => void }> = [];
  let nextId = 1;
  const page = {
    scrollY: 0,
    scrollTo: (_x: number, y: number) => {
      page.scrollY = y;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    dispatch: (type: string) => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    listening: (type: string) => listeners.get(type)?.size ?? 0,
    frame: (now: number) => {
      const due = frames;
      frames = [];
      for (const frame of due) frame.run(now);
    },
  };
  return {
    page,
    requestAnimationFrame: (run: (now: number) => void) => {
      const id = nextId++;
      frames.push({ id, run });
      return id;
    },
    cancelAnimationFrame: (id: number) => {
      frames = frames.filter((frame) => frame.id !== id);
    },
  };
}

describe('a smooth scroll under way', () => {
  const saved = { window: globalThis.window, raf: globalThis.requestAnimationFrame, caf: globalThis.cancelAnimationFrame };
  let fake: ReturnType<typeof fakeWindow>;
  let now = 0;
  beforeEach(() => {
    fake = fakeWindow();
    now = 0;
    Object.assign(globalThis, {
      window: fake.page,
      requestAnimationFrame: fake.requestAnimationFrame,
      cancelAnimationFrame: fake.cancelAnimationFrame,
    });
    globalThis.performance.now = () => now;
  });
  afterEach(() => {
    Object.assign(globalThis, { window: saved.window, requestAnimationFrame: saved.raf, cancelAnimationFrame: saved.caf });
  });

  const frameAt = (time: number) => {
    now = time;
    fake.page.frame(time);
  };

  it('reaches its target in 500 ms and lets go of the page', () => {
    let done = false;
    smoothScrollTo(1000, SCROLL_MS, () => {
      done = true;
    });
    frameAt(250);
    expect(fake.page.scrollY).toBe(500);
    frameAt(500);
    expect(fake.page.scrollY).toBe(1000);
    expect(done).toBe(true);
    expect(fake.page.listening('pointerdown')).toBe(0);
  });

  it.each(['pointerdown', 'wheel', 'keydown', 'touchstart'])('stops where it is on %s, and the page stays there', (type) => {
    smoothScrollTo(1000);
    frameAt(250);
    fake.page.dispatch(type);
    frameAt(400);
    frameAt(600);
    expect(fake.page.scrollY).toBe(500);
    expect(fake.page.listening(type)).toBe(0);
  });

  it('gives way to a new scroll: only the newest one moves the page', () => {
    smoothScrollTo(1000);
    frameAt(250);
    smoothScrollTo(0);
    frameAt(500);
    frameAt(750);
    expect(fake.page.scrollY).toBe(0);
  });
});
