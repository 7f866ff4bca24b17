import { describe, expect, it } from 'vitest';
import { type BusEvent, publish, subscribe } from './event-bus.ts';

describe('event bus', () => {
  it('delivers each published event to every listener until it unsubscribes', () => {
    const seen: BusEvent[] = [];
    const stop = subscribe((event) => seen.push(event));
    publish('estimate.add', { designId: 'd1' });
    stop();
    publish('estimate.closed', { designId: 'd1' });
    expect(seen.map((event) => [event.name, event.payload])).toEqual([['estimate.add', { designId: 'd1' }]]);
    expect(Number.isNaN(Date.parse(seen[0]?.occurredAt ?? ''))).toBe(false);
  });

  it('keeps delivering when one listener throws', () => {
    const seen: string[] = [];
    const stopBad = subscribe(() => {
      throw new Error('broken listener');
    });
    const stopGood = subscribe((event) => seen.push(event.name));
    publish('item.add');
    stopBad();
    stopGood();
    expect(seen).toEqual(['item.add']);
  });
});
