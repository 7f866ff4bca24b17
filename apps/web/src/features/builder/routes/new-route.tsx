import { DESIGN_NAME_TEMPLATE, nextDesignName, nextNumberedLabel } from '@eb/domain/labels';
import { useEffect, useRef } from 'react';
import { loadUrl } from '../../../lib/builder-paths.ts';
import { useAppDispatch, useAppStore } from '../../../lib/hooks.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { createDesign } from '../state/builder-actions.ts';
import { selectOpenDesigns } from '../state/builder-selectors.ts';
import { useBuilderMode } from '../use-builder.ts';

/**
 * `{base}/new`: creates a design with room A and one window, saves it, then replaces the path with the
 * design's load URL and reloads the page (doc 000 §2).
 */
export function NewRoute() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const mode = useBuilderMode();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const open = selectOpenDesigns(store.getState());
    // The first design takes the default name ('Estimate 1'); later ones 'Design N', kept unique.
    const names = open.map((design) => design.name);
    let name: string | undefined;
    if (open.length > 0) {
      name = nextDesignName(open.length);
      if (names.some((taken) => taken.toLowerCase() === name?.toLowerCase())) name = nextNumberedLabel(DESIGN_NAME_TEMPLATE, names);
    }
    void dispatch(createDesign(name, mode)).then((graph) => {
      if (graph) window.location.replace(loadUrl(graph.design));
    });
  }, [dispatch, store, mode]);

  return (
    <div className="eb-page-loading">
      <Spinner size="lg" label="Creating your design" />
    </div>
  );
}
