import type { Design } from '@eb/domain/design';
import { useNavigate } from 'react-router';
import { loadUrl, modeOf } from '../../lib/builder-paths.ts';
import { useBuilderMode } from './use-builder.ts';

/** Goes to a design's URL; a design of the other mode needs the other base, so the page reloads. */
export function useOpenDesign() {
  const navigate = useNavigate();
  const mode = useBuilderMode();
  return (design: Pick<Design, 'designId' | 'attributes'>, replace = false) => {
    const url = loadUrl(design);
    if (modeOf(design) !== mode) window.location.assign(url);
    else navigate(url, { replace });
  };
}
