import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  configuratorWindowName,
  DEFAULT_ESTIMATE_NAME,
  nextDesignName,
  nextNumberedLabel,
  ROOM_LABEL_TEMPLATE,
  roomCharLabel,
  WINDOW_LABEL_TEMPLATE,
} from './labels.ts';
import { NAME_LIMITS } from './names.ts';

describe('default names (doc 000 §3, §9)', () => {
  it("names the first estimate 'Estimate 1' and uses 'Room {{num}}' / 'Window {{num}}' templates", () => {
    expect(DEFAULT_ESTIMATE_NAME).toBe('Estimate 1');
    expect(ROOM_LABEL_TEMPLATE).toBe('Room {{num}}');
    expect(WINDOW_LABEL_TEMPLATE).toBe('Window {{num}}');
  });

  it.each([
    [0, 'Design 1'],
    [1, 'Design 2'],
    [4, 'Design 5'],
    [2.9, 'Design 3'],
    [-3, 'Design 1'],
  ])("with %d open designs a new one is '%s'", (count, name) => {
    expect(nextDesignName(count)).toBe(name);
  });

  it("is always 'Design {count + 1}'", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), (count) => {
        expect(nextDesignName(count)).toBe(`Design ${count + 1}`);
      }),
    );
  });
});

describe('nextNumberedLabel (doc 000 §5 auto-numbered labels)', () => {
  it.each([
    ['no names', WINDOW_LABEL_TEMPLATE, [], 'Window 1'],
    ['unrelated names only', WINDOW_LABEL_TEMPLATE, ['Kitchen', 'Door 3', 'Windows 9'], 'Window 1'],
    ['highest plus one, not count plus one', WINDOW_LABEL_TEMPLATE, ['Window 1', 'Window 4'], 'Window 5'],
    ['gaps are not filled', WINDOW_LABEL_TEMPLATE, ['Window 2', 'Window 9', 'Window 3'], 'Window 10'],
    ['case-insensitive', WINDOW_LABEL_TEMPLATE, ['window 3', 'WINDOW 6'], 'Window 7'],
    ['trimmed', WINDOW_LABEL_TEMPLATE, ['  Window 8  '], 'Window 9'],
    ['leading zeros read as numbers', WINDOW_LABEL_TEMPLATE, ['Window 007'], 'Window 8'],
    ['a suffix does not count', WINDOW_LABEL_TEMPLATE, ['Window 2a', 'Window 3 b', 'My Window 5'], 'Window 1'],
    ['rooms', ROOM_LABEL_TEMPLATE, ['Room 1', 'Room 2', 'Window 7'], 'Room 3'],
    ['regex characters in the template', 'Bay (large) {{num}}.', ['Bay (large) 4.', 'Bay xlargex 9.'], 'Bay (large) 5.'],
    ['placeholder at the start', '{{num}} - Den', ['2 - Den', '12 - Den'], '13 - Den'],
  ])('%s', (_why, template, existing, expected) => {
    expect(nextNumberedLabel(template, existing)).toBe(expected);
  });

  it('leaves a template without the placeholder as it is', () => {
    expect(nextNumberedLabel('Kitchen', ['Kitchen'])).toBe('Kitchen');
  });

  it('answers highest existing number + 1 for any set of numbered names', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 100_000 })),
        fc.array(fc.string({ maxLength: 12 })),
        fc.constantFrom('Window {{num}}', 'Room {{num}}'),
        (numbers, noise, template) => {
          const names = [
            ...numbers.map((n) => template.replace('{{num}}', String(n))),
            ...noise.filter((name) => !/\d$/.test(name.trim())),
          ];
          const expected = Math.max(0, ...numbers) + 1;
          expect(nextNumberedLabel(template, names)).toBe(template.replace('{{num}}', String(expected)));
        },
      ),
    );
  });

  it.each([
    ['the next name fits', ['Window 998'], 'Window 999'],
    ["'Window 1000' would not: the lowest free number", ['Window 999'], 'Window 1'],
    ['gaps below are filled in order', ['Window 1', 'Window 2', 'Window 4', 'Window 999'], 'Window 3'],
    [
      'no number free within the length: the next one, for its check to refuse',
      Array.from({ length: 999 }, (_, n) => `Window ${n + 1}`),
      'Window 1000',
    ],
  ])('within 10 characters: %s', (_why, existing, expected) => {
    expect(nextNumberedLabel(WINDOW_LABEL_TEMPLATE, existing, NAME_LIMITS.window)).toBe(expected);
  });

  it('never answers a name that already exists', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 500 }), { maxLength: 30 }), (numbers) => {
        const names = numbers.map((n) => `Window ${n}`);
        expect(names).not.toContain(nextNumberedLabel(WINDOW_LABEL_TEMPLATE, names));
      }),
    );
  });
});

describe('roomCharLabel (doc 000 §3: letter from index modulo 26, first room A)', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'A'],
    [27, 'B'],
    [51, 'Z'],
    [52, 'A'],
    [-1, 'Z'],
  ])('room index %d is %s', (index, label) => {
    expect(roomCharLabel(index)).toBe(label);
  });

  it('cycles over the 26 letters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (index) => {
        const label = roomCharLabel(index);
        expect(label).toMatch(/^[A-Z]$/);
        expect(label).toBe(roomCharLabel(index + 26));
        expect(label.charCodeAt(0) - 65).toBe(index % 26);
      }),
    );
  });
});

describe('configuratorWindowName (doc 000 §9)', () => {
  it.each([
    ['B', '2', 'Den', 'B2 Den'],
    ['A', '1', 'Living Room', 'A1 Living '],
    ['C', '12', 'Primary Bedroom', 'C12 Primar'],
  ])('%s + %s + %s is %j', (room, window, name, expected) => {
    expect(configuratorWindowName(room, window, name)).toBe(expected);
  });

  it('starts with the room and window char labels and never exceeds the window name limit of 10', () => {
    fc.assert(
      fc.property(fc.constantFrom('A', 'B', 'Z'), fc.stringMatching(/^[0-9]{1,2}$/), fc.string({ maxLength: 40 }), (room, window, name) => {
        const result = configuratorWindowName(room, window, name);
        expect(result.length).toBeLessThanOrEqual(NAME_LIMITS.window);
        expect(result.startsWith(`${room}${window}`)).toBe(true);
        expect(`${room}${window} ${name}`.startsWith(result)).toBe(true);
      }),
    );
  });
});
