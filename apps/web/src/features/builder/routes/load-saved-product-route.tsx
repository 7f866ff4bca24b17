import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { baseFor } from '../../../lib/builder-paths.ts';
import { useAppSelector } from '../../../lib/hooks.ts';
import { selectMe, selectSessionStatus } from '../../../lib/session-slice.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBuilderPlugins } from '../builder-plugins.ts';
import { builderApi } from '../state/builder-api.ts';
import { useBuilderMode } from '../use-builder.ts';

/**
 * `{base}/loadSavedProductDesign/{designId}`: a spinner; a signed-in user is sent the saved-design
 * mail (doc 001 §7), then the page goes to the estimate load path plus the id — also when the mail
 * call fails (doc 001 §2).
 */
export function LoadSavedProductRoute() {
  const navigate = useNavigate();
  const mode = useBuilderMode();
  const { mailSavedDesign } = useBuilderPlugins();
  const { designId = '' } = useParams();
  const me = useAppSelector(selectMe);
  const status = useAppSelector(selectSessionStatus);
  const settled = status === 'ready' || status === 'failed';
  const to = me && me.role !== 'guest' ? me.email : null;
  // The mail goes once, even when the effect runs again (StrictMode).
  const mailing = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (!settled) return;
    let cancelled = false;
    const mail = async () => {
      if (!to) return;
      try {
        const graph = await builderApi.loadDesign(designId);
        await mailSavedDesign(graph, to);
      } catch (error) {
        console.warn('The saved-design mail was not sent', error);
      }
    };
    mailing.current ??= mail();
    void mailing.current.then(() => {
      if (!cancelled) navigate(`${baseFor(mode)}/load/${designId}`, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [settled, to, navigate, mode, designId, mailSavedDesign]);

  return (
    <div className="eb-page-loading">
      <Spinner size="lg" label="Opening your design" />
    </div>
  );
}
