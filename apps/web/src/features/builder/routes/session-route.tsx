import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { GUID } from '../../../lib/builder-paths.ts';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { NotFoundPage } from '../../../lib/not-found-page.tsx';
import { BuilderPage } from '../builder-page.tsx';
import { loadSession } from '../state/builder-actions.ts';

/**
 * `{base}/{sessionId}`: loads the job session (attaching `designId` when given), then its designs one
 * after another with 250 ms between them; opens the attached design, else the first, else clears.
 */
export function SessionRoute() {
  const dispatch = useAppDispatch();
  const { sessionId = '' } = useParams();
  const [search] = useSearchParams();
  const designId = search.get('designId');
  const valid = GUID.test(sessionId);

  useEffect(() => {
    if (valid) void dispatch(loadSession(sessionId, designId));
  }, [dispatch, valid, sessionId, designId]);

  return valid ? <BuilderPage sessionId={sessionId} /> : <NotFoundPage />;
}
