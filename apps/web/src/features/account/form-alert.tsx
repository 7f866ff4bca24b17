/** The server's answer to a failed form, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'eb-alert eb-alert--error' : 'eb-alert eb-alert--empty'}>
      {message && (
        <>
          <svg className="eb-alert__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <p>{message}</p>
        </>
      )}
    </div>
  );
}
