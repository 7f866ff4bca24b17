import { JOB_NOTES_SHOWN, type JobNote, shownDate, VIEW_ALL_JOB_NOTES } from '@eb/domain/design-blocks';
import { useState } from 'react';

/** Job Notes (doc 001 §2, §4): the newest 3, then all after 'View All Job Notes'; each with author, role, date and content. */
export function JobNotesBlock({ designId, notes }: { designId: string; notes: JobNote[] }) {
  const [all, setAll] = useState(false);
  const headingId = `blocks-notes-${designId}`;
  const listId = `blocks-notes-list-${designId}`;
  const shown = all ? notes : notes.slice(0, JOB_NOTES_SHOWN);
  return (
    <section className="eb-card eb-block eb-block--notes" aria-labelledby={headingId}>
      <h3 id={headingId} className="eb-block__title">
        Job Notes
      </h3>
      <ol id={listId} className="eb-block__notes" aria-labelledby={headingId}>
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
              {note.date && <span className="eb-note__date">{shownDate(note.date)}</span>}
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
    </section>
  );
}

/** The same button once all notes show: back to the first 3 (the spec names only the way there). */
export const SHOW_FEWER_JOB_NOTES = 'Show Fewer Job Notes';
