import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../ui/spinner.tsx';
import { baseFor } from '../builder-paths.ts';
import { useBuilderMode } from '../use-builder.ts';

/** `{base}/loadSavedProductDesign/{designId}`: a spinner, then the estimate load path plus the id. */
export function LoadSavedProductRoute() {
  const navigate = useNavigate();
  const mode = useBuilderMode();
  const { designId = '' } = useParams();
  useEffect(() => {
    const timer = setTimeout(() => navigate(`${baseFor(mode)}/load/${designId}`, { replace: true }), 0);
    return () => clearTimeout(timer);
  }, [navigate, mode, designId]);
  return (
    <div className="eb-page-loading">
      <Spinner size="lg" label="Opening your design" />
    </div>
  );
}
