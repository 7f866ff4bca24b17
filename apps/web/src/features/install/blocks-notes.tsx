import { formatLongDate, JOB_NOTE_MAX, JOB_NOTES_SHOWN, type JobNote, VIEW_ALL_JOB_NOTES } from '@eb/domain/design-blocks';
import { readerDay } from '@eb/domain/format';
import { type FormEvent, useId, useState } from 'react';
import { userMessageOf } from '../../lib/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { addJobNote } from './installation-api.ts';

/**
 * Job Notes (doc 001 §2, §4): the newest 3, then all after 'View All Job Notes'; each with author,
 * role, date and content. Reps add one from here (`canAdd`); the server writes who and when.
 */
export function JobNotesBlock({ designId, notes, canAdd = false }: { designId: string; notes: JobNote[]; canAdd?: boolean }) {
  const [all, setAll] = useState(false);
  const headingId = `blocks-notes-${designId}`;
  const listId = `blocks-notes-list-${designId}`;
  const shown = all ? notes : notes.slice(0, JOB_NOTES_SHOWN);
  return (
    <section className="eb-card eb-block eb-block--notes" aria-labelledby={headingId}>
      <h3 id={headingId} className="eb-block__title">
        Job Notes
      </h3>
      {notes.length === 0 && <p className="eb-block__empty">No job notes yet.</p>}
      <ol id={listId} className="eb-block__notes" aria-labelledby={headingId} hidden={notes.length === 0}>
        {shown.map((note, index) => (
          // Notes have no id; the list only grows or shrinks at its end.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is fixed while the block shows.
          <li key={index} className="eb-note">
            <p className="eb-note__meta">
              {(note.author || note.authorRole) && (
                <span className="eb-note__who">
                  {note.author && <span className="eb-note__author">{note.author}</span>}
                  {note.authorRole && (note.author ? ` (${note.authorRole})` : note.authorRole)}
                </span>
              )}
              {note.date && <span className="eb-note__date">{formatLongDate(readerDay(note.date)) ?? note.date}</span>}
            </p>
            <p className="eb-note__content">{note.content}</p>
          </li>
        ))}
      </ol>
      {notes.length > JOB_NOTES_SHOWN && (
        <button
          type="button"
          className="eb-link-button eb-block__more"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all ? SHOW_FEWER_JOB_NOTES : VIEW_ALL_JOB_NOTES}
        </button>
      )}
      {canAdd && <AddJobNote designId={designId} />}
    </section>
  );
}

/** A rep's new note: Enter in the box adds a line, the button (or Ctrl+Enter) adds the note; kept until it is saved. */
function AddJobNote({ designId }: { designId: string }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!content.trim()) {
      setError('Write the note first.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addJobNote(designId, content);
      setContent('');
    } catch (failure) {
      setError(userMessageOf(failure) ?? 'The note was not added. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="eb-block__note-form" onSubmit={submit}>
      <label htmlFor={`${id}-note`}>Add a job note</label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={JOB_NOTE_MAX}
        value={content}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      {error && (
        <p id={`${id}-error`} className="eb-field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={busy}>
        Add Note
      </Button>
    </form>
  );
}

/** The same button once all notes show: back to the first 3 (the spec names only the way there). */
export const SHOW_FEWER_JOB_NOTES = 'Show Fewer Job Notes';
