import { describe, expect, it } from 'vitest';
import { showsShare } from './share-control.tsx';

const plain = { isLinked: false, sharedEmail: null, attributes: {} };
const mandi = { ...plain, attributes: { isMandi: 'true' } };

describe('who sees Share (doc 001 §6)', () => {
  it('shows Share to reps always, to others only while not shared and changeable, never on mandi', () => {
    expect(showsShare({ ...plain, sharedEmail: 'ann@example.com' }, 'rep', true)).toBe(true);
    expect(showsShare(plain, 'consumer', false)).toBe(true);
    expect(showsShare(plain, 'guest', false)).toBe(true);
    expect(showsShare({ ...plain, sharedEmail: 'ann@example.com' }, 'consumer', false)).toBe(false);
    expect(showsShare(plain, 'consumer', true)).toBe(false);
    expect(showsShare(mandi, 'rep', false)).toBe(false);
  });
});
