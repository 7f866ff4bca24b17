import type { MailDetail } from '@eb/domain/mail';
import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { userMessageOf } from '../../lib/error-message.ts';
import { focusElement } from '../../lib/focus.ts';
import { asApiError, useMailQuery } from '../../lib/server-api.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatMailDate, kindLabel, previewDocument, statusLabel } from './mailbox-format.ts';

type ReadState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; mail: MailDetail };

function readState(answer: { currentData?: MailDetail; isError: boolean; error?: unknown }): ReadState {
  if (answer.isError) return { status: 'failed', message: userMessageOf(asApiError(answer.error)) ?? 'We could not load this mail.' };
  return answer.currentData ? { status: 'ready', mail: answer.currentData } : { status: 'loading' };
}

/**
 * One mail: its facts, the HTML part in a sandboxed frame (no scripts, no same-origin access; links
 * open in a new tab) and the plain-text part.
 */
export function MailReader({ id }: { id: string }) {
  // Read fresh each time it opens: a queued mail may have been delivered since.
  const answer = useMailQuery(id, { refetchOnMountOrArgChange: true });
  const state = readState(answer);
  const heading = useRef<HTMLHeadingElement>(null);

  // A mail opened from the list is where the reader goes next.
  useEffect(() => {
    if (state.status === 'ready' && heading.current) focusElement(heading.current);
  }, [state.status]);

  return (
    <section className="eb-card eb-mailbox__reader" aria-label="Mail">
      <Link className="eb-mailbox__back" to="/mailbox">
        Back to all mail
      </Link>
      {state.status === 'loading' ? (
        <div className="eb-mailbox__reader-loading">
          <Spinner size="lg" label="Loading the mail" />
        </div>
      ) : state.status === 'failed' ? (
        <div className="eb-mailbox__notice" role="alert">
          <p>{state.message}</p>
          <Button variant="secondary" onClick={() => void answer.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <MailParts mail={state.mail} headingRef={heading} />
      )}
    </section>
  );
}

function MailParts({ mail, headingRef }: { mail: MailDetail; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <article className="eb-mailbox__mail">
      <h2 ref={headingRef} tabIndex={-1} className="eb-mailbox__subject">
        {mail.subject || '(no subject)'}
      </h2>
      <dl className="eb-mailbox__facts">
        <div>
          <dt>To</dt>
          <dd>{mail.to}</dd>
        </div>
        {mail.replyTo && (
          <div>
            <dt>Reply-To</dt>
            <dd>{mail.replyTo}</dd>
          </div>
        )}
        <div>
          <dt>Kind</dt>
          <dd>{kindLabel(mail.kind)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {statusLabel(mail.status)}
            {mail.attempts > 1 ? ` after ${mail.attempts} attempts` : ''}
          </dd>
        </div>
        <div>
          <dt>Queued</dt>
          <dd>
            <time dateTime={mail.createdAt}>{formatMailDate(mail.createdAt)}</time>
          </dd>
        </div>
        {mail.sentAt && (
          <div>
            <dt>Delivered</dt>
            <dd>
              <time dateTime={mail.sentAt}>{formatMailDate(mail.sentAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      {mail.lastError && mail.status !== 'sent' && (
        <p className="eb-mailbox__error">
          <strong>Last error:</strong> {mail.lastError}
        </p>
      )}
      <h3 className="eb-mailbox__part-title">HTML</h3>
      <iframe
        className="eb-mailbox__frame"
        title={`HTML part of ${mail.subject || 'the mail'}`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={previewDocument(mail.html)}
      />
      <h3 className="eb-mailbox__part-title">Plain text</h3>
      <pre className="eb-mailbox__text">{mail.text}</pre>
    </article>
  );
}
