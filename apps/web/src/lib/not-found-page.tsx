import { Link } from 'react-router';
import { usePageTitle } from './use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="eb-container eb-page eb-not-found">
      <p className="eb-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="eb-muted">The page you are looking for has moved or no longer exists.</p>
      <Link className="eb-button eb-button--primary" to="/estimatebuilder">
        Go to My Designs
      </Link>
    </div>
  );
}
