/** Why the window changes, and the tick saying the new category suits it; each error shows once touched. */
export function EditAttributesReason({
  id,
  reason,
  verified,
  reasonError,
  verifiedError,
  onReason,
  onVerified,
}: {
  id: string;
  reason: string;
  verified: boolean;
  reasonError: string | undefined;
  verifiedError: string | undefined;
  onReason: (reason: string) => void;
  onVerified: (checked: boolean) => void;
}) {
  return (
    <>
      <div className={`eb-field${reasonError ? ' has-error' : ''}`}>
        <label className="eb-field__label" htmlFor={id}>
          Reason
        </label>
        <textarea
          id={id}
          className="eb-field__input eb-textarea"
          rows={3}
          maxLength={1000}
          value={reason}
          aria-invalid={reasonError ? true : undefined}
          onChange={(event) => onReason(event.target.value)}
        />
        {reasonError && <p className="eb-field__error">{reasonError}</p>}
      </div>
      <div className={`eb-field${verifiedError ? ' has-error' : ''}`}>
        <label className="eb-checkbox">
          <input type="checkbox" checked={verified} onChange={(event) => onVerified(event.target.checked)} />I verified that the new
          category can be used for this window.
        </label>
        {verifiedError && <p className="eb-field__error">{verifiedError}</p>}
      </div>
    </>
  );
}
