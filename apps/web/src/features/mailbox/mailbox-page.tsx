import type { MailboxPage as MailboxAnswer, MailSummary } from '@eb/domain/mail';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useSearchParams } from 'react-router';
import type { ApiError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { asApiError, useMailboxInfiniteQuery } from '../../lib/server-api.ts';
import { selectMe, selectSessionStatus } from '../../lib/session-slice.ts';
import { signInUrl } from '../../lib/site-events.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { MailReader } from './mail-reader.tsx';
import './mailbox.css';
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
 * The list from the kept pages: a failure by its status; the pages' mails in order, each once (a
 * mail sent between two pages moves the older ones down, so a page may repeat one already shown).
 */
function listState(answer: { currentData?: { pages: MailboxAnswer[] }; isError: boolean; error?: unknown }): ListState {
  if (answer.isError) {
    const error = asApiError(answer.error);
    return refusalOf(error) ?? { status: 'failed', message: userMessageOf(error) ?? LOAD_FAILED };
  }
  const pages = answer.currentData?.pages;
  if (!pages || pages.length === 0) return { status: 'loading' };
  const mails = [...new Map(pages.flatMap((page) => page.mails).map((mail) => [mail.id, mail])).values()];
  return { status: 'ready', mails, total: pages.at(-1)?.total ?? mails.length };
}

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
  const role = me?.role ?? null;
  // Asked once the session is known, fresh each time the page opens; Refresh reads the pages shown again.
  const answer = useMailboxInfiniteQuery(role === null ? skipToken : { userId: me?.userId ?? null }, { refetchOnMountOrArgChange: true });
  const list = listState(answer);
  const refreshing = answer.isFetching && !answer.isFetchingNextPage;
  const refresh = () => void answer.refetch();

  const sessionFailed = role === null && sessionStatus === 'failed';
  const reading = list.status === 'ready' && selectedId !== null;

  return (
    <div className={`eb-container eb-page eb-mailbox${reading ? ' is-reading' : ''}`}>
      <div className="eb-page__header eb-mailbox__header">
        <h1>Mailbox</h1>
        {list.status === 'ready' && (
          <Button variant="secondary" busy={refreshing} onClick={refresh}>
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
        <Notice message={list.message} onRetry={refresh} />
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
            {answer.hasNextPage && (
              <Button variant="secondary" block busy={answer.isFetchingNextPage} onClick={() => void answer.fetchNextPage()}>
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
function refusalOf(error: ApiError): ListState | null {
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
