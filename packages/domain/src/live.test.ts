import { describe, expect, it } from 'vitest';
import { changerOf, OWN_OTHER_TAB, otherViewers, PRESENCE_TTL_MS, presenceSentence, viewerName } from './live.ts';

const dana = { viewerId: 'v1', personKey: 'dana', name: 'Dana', role: 'rep' as const };
const sam = { viewerId: 'v2', personKey: 'sam', name: 'Sam', role: 'consumer' as const };
const guest = (n: number) => ({ viewerId: `g${n}`, personKey: `guest-${n}`, name: 'A guest', role: 'guest' as const });

describe('presence', () => {
  it("says who else is viewing, reps marked as such ('Dana (rep) is viewing this design')", () => {
    expect(presenceSentence([dana])).toBe('Dana (rep) is viewing this design');
    expect(presenceSentence([dana, sam])).toBe('Dana (rep) and Sam are viewing this design');
    expect(presenceSentence([dana, sam, guest(1)])).toBe('Dana (rep), Sam and A guest are viewing this design');
    expect(presenceSentence([])).toBeNull();
  });

  it('names each person once, however many tabs they have open, and counts guests', () => {
    expect(presenceSentence([dana, { ...dana, viewerId: 'v9' }])).toBe('Dana (rep) is viewing this design');
    expect(presenceSentence([guest(1)])).toBe('A guest is viewing this design');
    expect(presenceSentence([guest(1), guest(2), { ...guest(2), viewerId: 'g9' }])).toBe('2 guests are viewing this design');
    expect(presenceSentence([dana, guest(1), guest(2)])).toBe('Dana (rep) and 2 guests are viewing this design');
  });

  it('never shows viewers themselves: their own other tabs are said to be theirs', () => {
    const samElsewhere = { ...sam, viewerId: 'v7' };
    expect(presenceSentence([samElsewhere], 'sam')).toBe(OWN_OTHER_TAB);
    expect(OWN_OTHER_TAB).toBe('You also have this design open in another tab');
    expect(presenceSentence([samElsewhere, dana], 'sam')).toBe('Dana (rep) is viewing this design');
    expect(presenceSentence([], 'sam')).toBeNull();
  });

  it('merges the reports of every server process, leaving out stale ones and the viewer itself', () => {
    const reports = new Map([
      ['p1', { viewers: [dana, sam], at: 1_000 }],
      ['p2', { viewers: [{ ...sam, viewerId: 'v3' }], at: 1_000 - PRESENCE_TTL_MS - 1 }],
    ]);
    expect(otherViewers(reports, 'v2', 1_000)).toEqual([dana]);
  });

  it('names a viewer by name, else by email, else as a guest', () => {
    expect(viewerName({ name: 'Dana Reyes', email: 'rep@example.com' })).toBe('Dana Reyes');
    expect(viewerName({ name: null, email: 'shopper@example.com' })).toBe('shopper');
    expect(viewerName({ name: null, email: null })).toBe('A guest');
  });
});

describe('who made a change', () => {
  it('is someone viewing the design, named as presence names them', () => {
    expect(changerOf('dana', [sam, dana], 'sam')).toEqual({ kind: 'person', name: 'Dana (rep)' });
    expect(changerOf('sam', [sam, dana], 'dana')).toEqual({ kind: 'person', name: 'Sam' });
    expect(changerOf('guest-1', [guest(1)], 'sam')).toEqual({ kind: 'person', name: 'A guest' });
  });

  it('is the viewer themselves when the change came from their other tab', () => {
    expect(changerOf('sam', [dana, { ...sam, viewerId: 'v7' }], 'sam')).toEqual({ kind: 'you' });
    expect(changerOf('sam', [], 'sam')).toEqual({ kind: 'you' });
  });

  it('is unknown when no one viewing made it, or the change does not say', () => {
    expect(changerOf('gone', [dana, sam], 'sam')).toEqual({ kind: 'unknown' });
    expect(changerOf(undefined, [dana], 'sam')).toEqual({ kind: 'unknown' });
    expect(changerOf('dana', [dana], null)).toEqual({ kind: 'person', name: 'Dana (rep)' });
  });
});
