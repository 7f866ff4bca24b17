import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FlagNote, flagNoteSchema, parseFlagNotes, parseWindowNotes, type WindowNote, windowNoteSchema } from './notes.ts';

const note: WindowNote = { id: 'n1', author: 'Riley Rep', authorRole: 'rep', date: '2026-03-01T10:00:00.000Z', content: 'Check the sill' };
const flag: FlagNote = { id: 'f1', content: 'Cracked frame' };

describe('window notes (doc 000 §3: id, author, authorRole, date, content)', () => {
  it('reads a JSON list of notes', () => {
    expect(parseWindowNotes(JSON.stringify([note, { ...note, id: 'n2' }]))).toEqual([note, { ...note, id: 'n2' }]);
  });

  it('reads a single note object as a list of one', () => {
    expect(parseWindowNotes(JSON.stringify(note))).toEqual([note]);
  });

  it.each([[null], [''], ['[]']])('reads %j as no notes', (text) => {
    expect(parseWindowNotes(text)).toEqual([]);
  });

  it('drops entries that are not notes and keeps the rest', () => {
    const { author: _author, ...noAuthor } = note;
    expect(parseWindowNotes(JSON.stringify([noAuthor, note, 42, null, { ...note, content: 5 }]))).toEqual([note]);
  });

  it('shows plain text as one note', () => {
    expect(parseWindowNotes('Customer wants it darker')).toEqual([
      { id: 'text', author: '', authorRole: '', date: '', content: 'Customer wants it darker' },
    ]);
    expect(parseWindowNotes('   ')).toEqual([]);
  });

  it('round-trips any list of notes through JSON', () => {
    const notes = fc.array(
      fc.record({ id: fc.uuid(), author: fc.string(), authorRole: fc.string(), date: fc.string(), content: fc.string() }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(notes, (list) => {
        expect(parseWindowNotes(JSON.stringify(list))).toEqual(list);
      }),
    );
  });

  it('has a schema with exactly the spec fields', () => {
    expect(Object.keys(windowNoteSchema.shape).sort()).toEqual(['author', 'authorRole', 'content', 'date', 'id']);
  });
});

describe('flag notes (doc 000 §3: id, content)', () => {
  it('reads a JSON list and a single object', () => {
    expect(parseFlagNotes(JSON.stringify([flag]))).toEqual([flag]);
    expect(parseFlagNotes(JSON.stringify(flag))).toEqual([flag]);
  });

  it('drops entries that are not flag notes and strips extra fields', () => {
    expect(parseFlagNotes(JSON.stringify([{ id: 'x' }, { ...flag, extra: true }, 'text']))).toEqual([flag]);
  });

  it('shows plain text as one flag and nothing for no text', () => {
    expect(parseFlagNotes('Needs a ladder')).toEqual([{ id: 'text', content: 'Needs a ladder' }]);
    expect(parseFlagNotes(null)).toEqual([]);
    expect(parseFlagNotes('')).toEqual([]);
  });

  it('has a schema with exactly the spec fields', () => {
    expect(Object.keys(flagNoteSchema.shape).sort()).toEqual(['content', 'id']);
  });
});
