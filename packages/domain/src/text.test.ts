import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAD_TEXT_MESSAGE, findUnfitValue, isCleanText, NESTING_MAX, TOO_DEEP_MESSAGE } from './text.ts';

const findBadText = (value: unknown, path?: Array<string | number>) => {
  const found = findUnfitValue(value, path);
  if (found) expect(found.message).toBe(BAD_TEXT_MESSAGE);
  return found?.path ?? null;
};

describe('clean text', () => {
  it.each([
    ['Living Room'],
    [''],
    ['Notes\non two lines\twith a tab\r\n'],
    ['Café – 50% off ✓'],
    ['Window 😀'],
    ['\ud83d\ude00 a whole pair'],
  ])('accepts %j', (value) => {
    expect(isCleanText(value)).toBe(true);
  });

  it.each([
    ['a NUL', 'Room\u0000'],
    ['only a NUL', '\u0000'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[31m'],
    ['DEL', 'x\u007f'],
    ['a lone high surrogate', '\ud800'],
    ['a high surrogate before a letter', 'a\ud83dz'],
    ['a lone low surrogate', '\udc00abc'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('refuses %s', (_, value) => {
    expect(isCleanText(value)).toBe(false);
  });

  it('accepts every string of whole characters without control characters', () => {
    const isControl = (code: number) => code < 0x20 || code === 0x7f;
    const letter = fc.string({ unit: 'grapheme' }).filter((value) => ![...value].some((char) => isControl(char.codePointAt(0) ?? 0)));
    fc.assert(fc.property(letter, (value) => isCleanText(value)));
  });

  it('says what is wrong in a sentence', () => {
    expect(BAD_TEXT_MESSAGE).toBe('Text must not contain control characters or broken characters.');
  });
});

describe('findUnfitValue: bad text', () => {
  it('answers null when every string in a value is clean', () => {
    expect(findBadText({ design: { name: 'Estimate 1', zipCode: '30301' }, items: [{ label: 'W1' }], count: 3, flag: null })).toBeNull();
    expect(findBadText(undefined)).toBeNull();
    expect(findBadText(42)).toBeNull();
  });

  it('answers the path of the first bad string, through objects and arrays', () => {
    expect(findBadText('\u0000')).toEqual([]);
    expect(findBadText({ design: { name: 'a\u0000' } })).toEqual(['design', 'name']);
    expect(findBadText({ items: [{ label: 'ok' }, { label: '\ud800' }] })).toEqual(['items', 1, 'label']);
    expect(findBadText({ events: [{ payload: { deep: ['x', 'y\u0000'] } }] }, ['body'])).toEqual([
      'body',
      'events',
      0,
      'payload',
      'deep',
      1,
    ]);
  });

  it('checks object keys too', () => {
    expect(findBadText({ attributes: { 'bad\u0000key': 'value' } })).toEqual(['attributes', 'bad\u0000key']);
  });
});

describe('findUnfitValue: nesting', () => {
  const nested = (levels: number, inside: unknown = 1): unknown => {
    let value = inside;
    for (let level = 0; level < levels; level += 1) value = [value];
    return value;
  };

  it(`accepts ${NESTING_MAX} levels and still finds bad text at the bottom`, () => {
    expect(findUnfitValue(nested(NESTING_MAX))).toBeNull();
    expect(findUnfitValue(nested(NESTING_MAX, '\u0000'))).toEqual({ path: Array(NESTING_MAX).fill(0), message: BAD_TEXT_MESSAGE });
  });

  it('refuses one level more, and thousands of levels, without overflowing the stack', () => {
    expect(findUnfitValue(nested(NESTING_MAX + 1))).toEqual({ path: Array(NESTING_MAX).fill(0), message: TOO_DEEP_MESSAGE });
    const deep = JSON.parse(`${'['.repeat(100_000)}1${']'.repeat(100_000)}`);
    expect(findUnfitValue({ a: deep }, ['body'])?.message).toBe(TOO_DEEP_MESSAGE);
    expect(TOO_DEEP_MESSAGE).toBe('Data must not be nested more than 64 levels deep.');
  });
});
