import { describe, expect, it } from 'vitest';
import { otherViewers, PRESENCE_TTL_MS, presenceSentence, viewerName } from './live.ts';

const dana = { viewerId: 'v1', name: 'Dana', role: 'rep' as const };
const sam = { viewerId: 'v2', name: 'Sam', role: 'consumer' as const };

describe('presence', () => {
  it("says who else is viewing, reps marked as such ('Dana (rep) is viewing this design')", () => {
    expect(presenceSentence([dana])).toBe('Dana (rep) is viewing this design');
    expect(presenceSentence([dana, sam])).toBe('Dana (rep) and Sam are viewing this design');
    expect(presenceSentence([])).toBeNull();
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
