import { CLAIM_PARAM } from '@eb/domain/sharing';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { loadUrl, modeOf } from '../../../lib/builder-paths.ts';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../lib/hooks.ts';
import { selectMe, selectSessionStatus } from '../../../lib/session-slice.ts';
import { keepShareClaim } from '../../../lib/share-claim.ts';
import { useSite } from '../../../lib/site-context.ts';
import { BuilderPage } from '../builder-page.tsx';
import { useBuilderPlugins } from '../builder-plugins.ts';
import { InvalidConfigurationsModal } from '../modals/invalid-configurations-modal.tsx';
import { checkConfigurations, loadDesigns } from '../state/builder-actions.ts';
import { useBuilderMode } from '../use-builder.ts';

/** `{base}/load/{designIds}`: loads each design and shows the builder for the selected one. */
export function LoadRoute() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { designsLoaded } = useBuilderPlugins();
  const mode = useBuilderMode();
  const site = useSite();
  const { designIds = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const fromCart = search.get('fromCart') === 'true';
  const claim = search.get(CLAIM_PARAM);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [loadedIds, setLoadedIds] = useState<string[] | null>(null);
  const me = useAppSelector(selectMe);
  const sessionReady = useAppSelector(selectSessionStatus) === 'ready';

  useEffect(() => {
    const ids = designIds
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    // Another address (a tab chosen while these loaded) makes this run's outcome stale.
    let wanted = true;
    void dispatch(
      loadDesigns(ids, {
        fromCart,
        toastMessage: `Your estimate was saved and is available under ${site.accountListName}.`,
        stillWanted: () => wanted,
      }),
    ).then(() => {
      setLoadedIds(ids);
      if (!wanted) return;
      // A design of the other mode is shown under the other base: the page reloads there (doc 000 §2).
      const { builder } = store.getState();
      const selected = builder.selectedDesignId ? builder.designs[builder.selectedDesignId] : undefined;
      if (selected && modeOf(selected) !== mode) window.location.replace(loadUrl(selected));
      else if (selected) {
        // Each set is shown once (a stale run, such as StrictMode's first, does not get here).
        void dispatch(checkConfigurations(selected.designId)).then((labels) => {
          if (labels.length > 0) setInvalid(labels);
        });
      }
    });
    return () => {
      wanted = false;
    };
  }, [dispatch, store, mode, designIds, fromCart, site.accountListName]);

  // A share mail's link: its claim is kept for saving these designs to the account, and leaves the address bar.
  useEffect(() => {
    if (!claim) return;
    keepShareClaim(claim);
    setSearch(
      (params) => {
        params.delete(CLAIM_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [claim, setSearch]);

  // Load-time linking (doc 001 §4): once the designs and the signed-in user are known, a shopper's
  // designs join their account. Reps, guests and measure-and-install designs are left as they are.
  const role = me?.role ?? 'guest';
  const identityId = me?.identityId ?? null;
  const email = me?.email ?? null;
  useEffect(() => {
    if (!loadedIds || !sessionReady) return;
    void dispatch(designsLoaded(loadedIds, site, { role, identityId, email }));
  }, [dispatch, designsLoaded, loadedIds, sessionReady, site, role, identityId, email]);

  return (
    <>
      <BuilderPage />
      <InvalidConfigurationsModal labels={invalid} onClose={() => setInvalid([])} />
    </>
  );
}
