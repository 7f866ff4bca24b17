import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks.ts';
import { useSite } from '../../../app/site-context.ts';
import { BuilderPage } from '../builder-page.tsx';
import { loadDesigns } from '../state/builder-actions.ts';

/** `{base}/load/{designIds}`: loads each design and shows the builder for the selected one. */
export function LoadRoute() {
  const dispatch = useAppDispatch();
  const site = useSite();
  const { designIds = '' } = useParams();
  const [search] = useSearchParams();
  const fromCart = search.get('fromCart') === 'true';

  useEffect(() => {
    const ids = designIds
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    void dispatch(
      loadDesigns(ids, {
        fromCart,
        toastMessage: `Your estimate was saved and is available under ${site.accountListName}.`,
      }),
    );
  }, [dispatch, designIds, fromCart, site.accountListName]);

  return <BuilderPage />;
}
