import { Navigate, useParams } from 'react-router';
import { PRODUCT_BASE } from '../../../lib/builder-paths.ts';

/**
 * `/mywindowtreatments/estimate/{designId}`, the window-treatments estimate path the design summary
 * page links professional-installation designs to (doc 001 §2): it opens the design's load page,
 * which moves to the measure-and-install base when the design is one.
 */
export function WindowTreatmentsEstimateRoute() {
  const { designId = '' } = useParams();
  return <Navigate to={`${PRODUCT_BASE}/load/${encodeURIComponent(designId)}`} replace />;
}
