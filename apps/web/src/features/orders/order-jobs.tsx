/** An order's measure-and-install jobs, by their ids. */
export function OrderJobs({ jobUids }: { jobUids: readonly string[] }) {
  return (
    <section className="eb-card eb-order__panel" aria-labelledby="order-jobs">
      <h2 id="order-jobs" className="eb-order__panel-title">
        Measure &amp; Install Jobs
      </h2>
      <ul className="eb-order__jobs">
        {jobUids.map((jobUid) => (
          <li key={jobUid}>{jobUid}</li>
        ))}
      </ul>
    </section>
  );
}
