import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyNameMessage,
  NAME_FIELDS,
  NAME_LIMITS,
  notUniqueMessage,
  tooLongMessage,
  validateDesignName,
  validateName,
  validateRoomLabel,
  validateRoomName,
  validateWindowName,
} from './names.ts';

describe('name limits and labels (doc 000 §5, §9)', () => {
  it('limits design names to 50, room names to 100 and window names to 10 characters', () => {
    expect(NAME_LIMITS).toEqual({ design: 50, room: 100, window: 10, roomLabel: 10 });
  });

  it('labels the fields as the spec does', () => {
    expect(NAME_FIELDS).toEqual({
      design: 'Design name',
      estimate: 'Estimate name',
      room: 'Room name',
      window: 'Window name',
      roomLabel: 'Room label',
    });
  });

  it('words the three messages as the spec does', () => {
    expect(emptyNameMessage('Room name')).toBe('Please enter a Room name.');
    expect(notUniqueMessage('Room name')).toBe('Room name must be unique.');
    expect(tooLongMessage('Room name', 100)).toBe('Room name must not exceed 100 characters.');
  });
});

describe('the shared validator', () => {
  const rule = { field: 'Thing name', max: 5, existing: ['Alpha', ' beta '] };

  it.each([
    ['', 'Please enter a Thing name.'],
    ['   ', 'Please enter a Thing name.'],
    ['\t\n', 'Please enter a Thing name.'],
    ['alpha', 'Thing name must be unique.'],
    ['  ALPHA ', 'Thing name must be unique.'],
    ['Beta', 'Thing name must be unique.'],
    ['sixsix', 'Thing name must not exceed 5 characters.'],
    ['  five  ', null],
    ['fives', null],
    ['Alph', null],
  ])('%j gives %j', (value, expected) => {
    expect(validateName(value, rule)).toBe(expected);
  });

  it('counts characters as a person does: an emoji is one, an accented letter is one however it was typed', () => {
    expect(validateName('🏠'.repeat(5), rule)).toBeNull();
    expect(validateName('🏠'.repeat(6), rule)).toBe('Thing name must not exceed 5 characters.');
    const decomposed = 'e\u0301'.repeat(5); // é as a letter and a combining accent
    expect(decomposed).toHaveLength(10);
    expect(validateName(decomposed, rule)).toBeNull();
  });

  it('takes a name that shows nothing as empty, however many invisible characters it holds', () => {
    for (const invisible of ['\u200b\u200b', ' \u200d ', '\ufeff', '\u2060\u00a0', '\u3000']) {
      expect(validateName(invisible, rule)).toBe('Please enter a Thing name.');
    }
    // Joiners inside a name that shows something are part of it (an emoji sequence).
    expect(validateName('👩\u200d💻', rule)).toBeNull();
  });

  it('says at once when a name holds a control character or a broken one, before the server would', () => {
    expect(validateName('a\u0000b', rule)).toBe('Text must not contain control characters or broken characters.');
    expect(validateName('a\ud800', rule)).toBe('Text must not contain control characters or broken characters.');
  });

  it('checks the length after trimming', () => {
    expect(validateName(`   ${'x'.repeat(5)}   `, rule)).toBeNull();
  });

  it('accepts any trimmed, new name within the limit and refuses any longer one', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 20 }), (raw, max) => {
        const name = raw.trim();
        fc.pre(name.length > 0);
        const result = validateName(raw, { field: 'F', max, existing: [] });
        expect(result).toBe(name.length > max ? tooLongMessage('F', max) : null);
      }),
    );
  });

  it('refuses a name equal to an existing one whatever its case and spacing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,10}$/), fc.boolean(), (name, upper) => {
        const typed = ` ${upper ? name.toUpperCase() : name.toLowerCase()} `;
        expect(validateName(typed, { field: 'F', max: 10, existing: ['other', name] })).toBe('F must be unique.');
      }),
    );
  });
});

describe('design, room and window names', () => {
  it.each([
    ['add', 'Design name'],
    ['duplicate', 'Design name'],
    ['rename', 'Estimate name'],
  ] as const)("design names on %s say '%s'", (action, field) => {
    expect(validateDesignName('', [], action)).toBe(`Please enter a ${field}.`);
    expect(validateDesignName('Design 1', ['design 1'], action)).toBe(`${field} must be unique.`);
    expect(validateDesignName('x'.repeat(51), [], action)).toBe(`${field} must not exceed 50 characters.`);
    expect(validateDesignName('x'.repeat(50), [], action)).toBeNull();
  });

  it('room names: unique among the other rooms, at most 100', () => {
    expect(validateRoomName('', [])).toBe('Please enter a Room name.');
    expect(validateRoomName('kitchen', ['Kitchen'])).toBe('Room name must be unique.');
    expect(validateRoomName('r'.repeat(101), [])).toBe('Room name must not exceed 100 characters.');
    expect(validateRoomName('r'.repeat(100), [])).toBeNull();
    expect(validateRoomName('Kitchen', ['Den'])).toBeNull();
  });

  it('window names: unique within the room, at most 10', () => {
    expect(validateWindowName(' ', [])).toBe('Please enter a Window name.');
    expect(validateWindowName('Window 1', ['WINDOW 1'])).toBe('Window name must be unique.');
    expect(validateWindowName('w'.repeat(11), [])).toBe('Window name must not exceed 10 characters.');
    expect(validateWindowName('w'.repeat(10), [])).toBeNull();
    expect(validateWindowName('Window 2', ['Window 1'])).toBeNull();
  });
});

describe('room labels given when copying a room', () => {
  it.each([
    ['C', null],
    [' Z ', null],
    ['AA', null],
    ['', 'Please enter a Room label.'],
    ['   ', 'Please enter a Room label.'],
    ['L'.repeat(11), 'Room label must not exceed 10 characters.'],
  ])('%j gives %s', (label, message) => {
    expect(validateRoomLabel(label)).toBe(message);
  });
});
