import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's observer: the test says which elements came into view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(
    private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  show(element: Element, isIntersecting = true) {
    this.report([{ target: element, isIntersecting }]);
  }
}

const element = () => ({}) as Element;

describe('whenNearScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('calls back at once where the browser cannot tell', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { whenNearScreen } = await import('./near-screen.ts');
    const callback = vi.fn();
    whenNearScreen(element(), callback);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('calls back once, when the element comes near, and stops watching it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { whenNearScreen } = await import('./near-screen.ts');
    const [far, near] = [element(), element()];
    const farCallback = vi.fn();
    const nearCallback = vi.fn();
    whenNearScreen(far, farCallback);
    whenNearScreen(near, nearCallback);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.options.rootMargin).toMatch(/px/);
    observer.show(near, false);
    expect(nearCallback).not.toHaveBeenCalled();
    observer.show(near);
    observer.show(near);
    expect(nearCallback).toHaveBeenCalledOnce();
    expect(farCallback).not.toHaveBeenCalled();
    expect([...observer.watched]).toEqual([far]);
  });

  it('forgets an element whose watch was stopped', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { whenNearScreen } = await import('./near-screen.ts');
    const target = element();
    const callback = vi.fn();
    const stop = whenNearScreen(target, callback);
    const observer = FakeObserver.last as FakeObserver;
    stop();
    observer.show(target);
    expect(callback).not.toHaveBeenCalled();
    expect(observer.watched.size).toBe(0);
  });
});
