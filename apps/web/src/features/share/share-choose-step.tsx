import { SHARE_MAX } from '@eb/domain/sharing';
import { useId } from 'react';
import { useSite } from '../../lib/site-context.ts';
import { counterText, type ShareRow, sharedWithText } from './share-form.ts';

/** Step 1, 'Choose Estimate(s) to Share': the open designs, at most four, shared ones locked. */
export function ShareChooseStep({ rows, onToggle }: { rows: ShareRow[]; onToggle: (designId: string) => void }) {
  const counterId = useId();
  const site = useSite();
  const picked = rows.filter((row) => row.picked).length;
  return (
    <fieldset className="eb-share__choose" aria-describedby={counterId}>
      <legend className="eb-share__legend">
        Pick up to {SHARE_MAX} estimates to send in one email.
        <span id={counterId} className="eb-share__counter" aria-live="polite">
          <span className="eb-visually-hidden">Selected: </span>
          {counterText(picked)}
        </span>
      </legend>
      <ul className="eb-share__list">
        {rows.map((row) => {
          const noteId = `${counterId}-${row.designId}`;
          return (
            <li key={row.designId} className={`eb-share__row${row.disabled ? ' is-disabled' : ''}`}>
              <input
                id={`${noteId}-box`}
                type="checkbox"
                className="eb-share__check"
                checked={row.picked}
                disabled={row.disabled}
                aria-describedby={row.sharedEmail ? noteId : undefined}
                onChange={() => onToggle(row.designId)}
              />
              <label htmlFor={`${noteId}-box`} className="eb-share__name">
                {row.name}
              </label>
              {row.sharedEmail && (
                <span id={noteId} className="eb-share__shared">
                  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                  {sharedWithText(row, site.shipDateStyle)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
