import { formatMoney } from '@eb/domain/format';
import type { Booked } from './installation-booking.ts';

/** The modal's last state: the installation is booked, with its job number. */
export function InstallationBooked({ booked }: { booked: Booked }) {
  const { job } = booked;
  return (
    <div className="eb-install-booked" role="status">
      <h3 className="eb-install__heading">Your installation is booked</h3>
      <p>
        Job number <strong>{job.jobUid}</strong>
      </p>
      <p>
        {job.items.reduce((sum, item) => sum + item.quantity, 0)} windows at {job.address.line1}, {job.address.city}, {job.address.state}{' '}
        {job.address.zipcode}. Installation {formatMoney(job.pricingResult.retail)}.
      </p>
      <p className="eb-muted">Your installer will contact you to schedule the measure and installation.</p>
    </div>
  );
}
