import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_CLOSE_MS, openDesignStream } from './design-stream.ts';

/** The browser's EventSource as far as the stream uses it: every one made is kept, open or closed. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const open = () => FakeEventSource.made.filter((source) => source.readyState !== FakeEventSource.CLOSED);

let page: EventTarget & { visibilityState: DocumentVisibilityState };
function show(state: DocumentVisibilityState) {
  page.visibilityState = state;
  page.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.made = [];
  page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('document', page);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a design’s change stream in a tab', () => {
  it('is kept through a quick look at another tab, closed after a few seconds in the background, and opened again from the page’s version when shown', () => {
    let version = 3;
    const stop = openDesignStream('/api', 'd1', () => version, { onEvent: () => {} });
    expect(open().map((source) => source.url)).toEqual(['/api/designs/d1/events?since=3']);

    show('hidden');
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS - 100);
    show('visible');
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS);
    // The same connection all along.
    expect(FakeEventSource.made).toHaveLength(1);
    expect(open()).toHaveLength(1);

    show('hidden');
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS);
    expect(open()).toHaveLength(0);

    version = 7;
    show('visible');
    expect(open().map((source) => source.url)).toEqual(['/api/designs/d1/events?since=7']);
    stop();
    expect(open()).toHaveLength(0);
  });

  it('opened in a background tab, waits until the tab is shown', () => {
    page.visibilityState = 'hidden';
    const stop = openDesignStream('/api', 'd1', null, { onEvent: () => {} });
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.made).toHaveLength(0);
    show('visible');
    expect(open().map((source) => source.url)).toEqual(['/api/designs/d1/events']);
    stop();
  });

  it('tells when the browser gives up on it (an error answer), and tries again later, waiting longer each time', () => {
    let gaveUp = 0;
    const stop = openDesignStream('/api', 'd1', null, { onEvent: () => {}, onGiveUp: () => (gaveUp += 1) });
    const fail = () => {
      const [source] = open();
      source?.close();
      source?.onerror?.();
    };
    fail();
    expect(gaveUp).toBe(1);
    vi.advanceTimersByTime(1999);
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(open()).toHaveLength(1);
    fail();
    vi.advanceTimersByTime(2000);
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    expect(open()).toHaveLength(1);
    expect(gaveUp).toBe(2);
    // Once a stream is up again, the next failure waits the short time again.
    open()[0]?.onopen?.();
    fail();
    vi.advanceTimersByTime(2000);
    expect(open()).toHaveLength(1);
    // A drop the browser retries by itself is not giving up.
    open()[0]?.onerror?.();
    expect(gaveUp).toBe(3);
    stop();
  });

  it('hands over each event parsed and skips a frame it cannot read', () => {
    const seen: unknown[] = [];
    const stop = openDesignStream('/api', 'd1', null, { onEvent: (event) => seen.push(event) });
    const [source] = open();
    source?.dispatchEvent(new MessageEvent('reload', { data: '{"type":"reload","designId":"d1","version":4}' }));
    source?.dispatchEvent(new MessageEvent('change', { data: '{not json' }));
    expect(seen).toEqual([{ type: 'reload', designId: 'd1', version: 4 }]);
    stop();
  });

  it('in development and tests, skips an event that breaks its contract and says so on the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: unknown[] = [];
    const stop = openDesignStream('/api', 'd1', null, { onEvent: (event) => seen.push(event) });
    const [source] = open();
    source?.dispatchEvent(new MessageEvent('change', { data: '{"type":"change","designId":"d1","version":"five"}' }));
    source?.dispatchEvent(
      new MessageEvent('change', { data: '{"type":"change","designId":"d1","version":5,"command":{"type":"window.fly"}}' }),
    );
    source?.dispatchEvent(new MessageEvent('change', { data: '{"type":"change","designId":"d1","version":6}' }));
    expect(seen).toEqual([{ type: 'change', designId: 'd1', version: 6 }]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^A change stream event does not follow its contract/);
    error.mockRestore();
    stop();
  });
});
