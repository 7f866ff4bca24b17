import { usePageTitle } from '../../lib/use-page-title.ts';

/** Slot (issue 12): replaced by the real page. */
export function ProLandingPage() {
  usePageTitle('Book Your Measure Appointment');
  return (
    <div className="eb-container eb-page">
      <h1>Book Your Measure Appointment</h1>
    </div>
  );
}
