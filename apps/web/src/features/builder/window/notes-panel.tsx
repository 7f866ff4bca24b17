import type { Item } from '@eb/domain/design';
import { itemAttribute } from '@eb/domain/design';
import { formatDay } from '@eb/domain/format';
import { type FlagNote, parseFlagNotes, parseWindowNotes, type WindowNote } from '@eb/domain/notes';
import { type FormEvent, useId, useState } from 'react';
import { useAppSelector } from '../../../lib/hooks.ts';
import { selectMe } from '../../../lib/session-slice.ts';
import { useSite } from '../../../lib/site-context.ts';
import { Button } from '../../../ui/button.tsx';

/** Whether the notes panel has anything to show: notes to read, or the panels to add them. */
export function hasNotesPanel(item: Item, canWrite: boolean): boolean {
  return canWrite || parseWindowNotes(itemAttribute(item, 'notes')).length > 0;
}

/** Window notes for everyone; reps on mandi estimates also get the notes and flag panels to add to them. */
export function NotesPanel({
  item,
  canWrite,
  onSave,
}: {
  item: Item;
  canWrite: boolean;
  onSave: (attribute: 'notes' | 'flagNotes', value: string) => Promise<unknown>;
}) {
  const notes = parseWindowNotes(itemAttribute(item, 'notes'));
  const flags = parseFlagNotes(itemAttribute(item, 'flagNotes'));
  if (!hasNotesPanel(item, canWrite)) return null;
  return (
    <div className="eb-notes">
      <NoteList title="Notes" notes={notes} />
      {canWrite && (
        <>
          <NoteForm
            label="Add a note"
            onAdd={(content, author) => onSave('notes', JSON.stringify([...notes, newNote(content, author)] satisfies WindowNote[]))}
          />
          <div className="eb-notes__flags">
            <h4 className="eb-notes__title">Flags</h4>
            {flags.length === 0 ? (
              <p className="eb-muted">No flags.</p>
            ) : (
              <ul className="eb-notes__list">
                {flags.map((flag) => (
                  <li key={flag.id} className="eb-notes__flag">
                    {flag.content}
                  </li>
                ))}
              </ul>
            )}
            <NoteForm
              label="Flag for review"
              onAdd={(content) =>
                onSave('flagNotes', JSON.stringify([...flags, { id: crypto.randomUUID(), content }] satisfies FlagNote[]))
              }
            />
          </div>
        </>
      )}
    </div>
  );
}

function newNote(content: string, author: string): WindowNote {
  return { id: crypto.randomUUID(), author, authorRole: 'rep', date: new Date().toISOString(), content };
}

function NoteList({ title, notes }: { title: string; notes: WindowNote[] }) {
  const { shipDateStyle } = useSite();
  return (
    <div>
      <h4 className="eb-notes__title">{title}</h4>
      {notes.length === 0 ? (
        <p className="eb-muted">No notes yet.</p>
      ) : (
        <ul className="eb-notes__list">
          {notes.map((note) => (
            <li key={note.id} className="eb-notes__note">
              <p>{note.content}</p>
              <p className="eb-muted eb-notes__meta">
                {note.author}
                {note.date ? ` · ${formatDay(note.date, shipDateStyle) ?? ''}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NoteForm({ label, onAdd }: { label: string; onAdd: (content: string, author: string) => Promise<unknown> }) {
  const id = useId();
  const me = useAppSelector(selectMe);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    setBusy(true);
    try {
      await onAdd(content, me?.name ?? 'Associate');
      setText('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="eb-notes__form" onSubmit={submit}>
      <label htmlFor={id} className="eb-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="eb-field__input"
        placeholder={label}
        value={text}
        maxLength={500}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy} disabled={!text.trim()}>
        {label === 'Add a note' ? 'Add Note' : 'Add Flag'}
      </Button>
    </form>
  );
}
