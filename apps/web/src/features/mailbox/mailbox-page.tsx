import type { MailSummary } from '@eb/domain/mail';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, isAbortError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { selectMe, selectSessionStatus } from '../../lib/session-slice.ts';
import { signInUrl } from '../../lib/site-events.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { MailReader } from './mail-reader.tsx';
import './mailbox.css';
import { mailboxApi } from './mailbox-api.ts';
import { MailboxList } from './mailbox-list.tsx';

type ListState =
  | { status: 'loading' }
  | { status: 'refused'; signIn: boolean; message: string }
  | { status: 'failed'; message: string }
  | { status: 'ready'; mails: MailSummary[]; total: number };

const SIGN_IN_TO_READ = 'Sign in as a sales representative to read the mailbox.';
const LOAD_FAILED = 'We could not load the mailbox.';
const EMPTY = 'No mail has been sent yet.';

/**
 * The built-in mailbox: every mail the app queued, newest first, and the one picked (?mail=id).
 * With no SMTP_URL this is where mail is delivered; reps may always read it, others outside production.
 */
export function MailboxPage() {
  usePageTitle('Mailbox');
  const me = useAppSelector(selectMe);
  const sessionStatus = useAppSelector(selectSessionStatus);
  const [params] = useSearchParams();
  const selectedId = params.get('mail');
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const role = me?.role ?? null;
  const userId = me?.userId ?? null;

  // Once the session is known, again on Refresh and when the signed-in user changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt and userId are the reload triggers.
  useEffect(() => {
    if (role === null) return;
    const controller = new AbortController();
    // A refresh keeps the list on screen until the new one is here.
    setList((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    setRefreshing(true);
    mailboxApi
      .list(0, controller.signal)
      .then((page) => setList({ status: 'ready', mails: page.mails, total: page.total }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setList(refusalOf(error) ?? { status: 'failed', message: userMessageOf(error) ?? LOAD_FAILED });
      })
      .finally(() => {
        if (!controller.signal.aborted) setRefreshing(false);
      });
    return () => controller.abort();
  }, [role, userId, attempt]);

  const loadMore = async () => {
    if (list.status !== 'ready') return;
    setLoadingMore(true);
    try {
      const page = await mailboxApi.list(list.mails.length);
      const known = new Set(list.mails.map((mail) => mail.id));
      setList({ status: 'ready', mails: [...list.mails, ...page.mails.filter((mail) => !known.has(mail.id))], total: page.total });
    } catch (error) {
      setList(refusalOf(error) ?? { status: 'failed', message: userMessageOf(error) ?? LOAD_FAILED });
    } finally {
      setLoadingMore(false);
    }
  };

  const sessionFailed = role === null && sessionStatus === 'failed';
  const reading = list.status === 'ready' && selectedId !== null;

  return (
    <div className={`eb-container eb-page eb-mailbox${reading ? ' is-reading' : ''}`}>
      <div className="eb-page__header eb-mailbox__header">
        <h1>Mailbox</h1>
        {list.status === 'ready' && (
          <Button variant="secondary" busy={refreshing} onClick={() => setAttempt((count) => count + 1)}>
            Refresh
          </Button>
        )}
      </div>

      {sessionFailed ? (
        <Notice message={LOAD_FAILED} onRetry={() => window.location.reload()} />
      ) : list.status === 'loading' ? (
        <div className="eb-page-loading">
          <Spinner size="lg" label="Loading the mailbox" />
        </div>
      ) : list.status === 'refused' ? (
        <div className="eb-card eb-empty-state eb-mailbox__refused">
          <p>{list.message}</p>
          {list.signIn && (
            <Link className="eb-button eb-button--primary" to={signInUrl('/mailbox')}>
              Sign In
            </Link>
          )}
        </div>
      ) : list.status === 'failed' ? (
        <Notice message={list.message} onRetry={() => setAttempt((count) => count + 1)} />
      ) : list.mails.length === 0 ? (
        <div className="eb-card eb-empty-state">
          <p className="eb-empty-state__title">{EMPTY}</p>
          <p>Mail the app sends, such as shared estimates, appears here.</p>
        </div>
      ) : (
        <div className="eb-mailbox__layout">
          <div className="eb-mailbox__column">
            <p className="eb-mailbox__count">
              {list.total === 1 ? '1 mail' : `${list.total} mails`}
              {list.mails.length < list.total ? `, newest ${list.mails.length} shown` : ''}
            </p>
            <MailboxList mails={list.mails} selectedId={selectedId} />
            {list.mails.length < list.total && (
              <Button variant="secondary" block busy={loadingMore} onClick={loadMore}>
                Show Older Mail
              </Button>
            )}
          </div>
          {selectedId ? <MailReader key={selectedId} id={selectedId} /> : <p className="eb-mailbox__hint">Choose a mail to read it.</p>}
        </div>
      )}
    </div>
  );
}

/** 401 and 403 are answers, not failures: the page says who may read the mailbox. */
function refusalOf(error: unknown): ListState | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return { status: 'refused', signIn: true, message: SIGN_IN_TO_READ };
  if (error.status === 403) return { status: 'refused', signIn: false, message: error.message };
  return null;
}

function Notice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="eb-card eb-empty-state" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
