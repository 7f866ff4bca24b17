import { describe, expect, it } from 'vitest';
import { showsShare } from './share-control.tsx';

const plain = { isLinked: false, sharedEmail: null, attributes: {} };
const mandi = { ...plain, attributes: { isMandi: 'true' } };

describe('who sees Share (doc 001 §6)', () => {
  it('shows Share to reps always, to others only while not shared and theirs (ordered or not), never on mandi', () => {
    expect(showsShare({ ...plain, sharedEmail: 'ann@example.com' }, 'rep', false)).toBe(true);
    // The third argument: whether the viewer may change the design, which an order does not take away.
    expect(showsShare(plain, 'consumer', true)).toBe(true);
    expect(showsShare(plain, 'guest', true)).toBe(true);
    expect(showsShare({ ...plain, sharedEmail: 'ann@example.com' }, 'consumer', true)).toBe(false);
    // Someone else's design, opened by its link.
    expect(showsShare(plain, 'consumer', false)).toBe(false);
    expect(showsShare(mandi, 'rep', true)).toBe(false);
  });
});
