import { formatMoney } from '@eb/domain/format';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiFetch, isAbortError } from '../../../lib/api-client.ts';
import { baseFor } from '../../../lib/builder-paths.ts';
import { apiConfig } from '../../../lib/config.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBuilderMode } from '../use-builder.ts';

interface SummaryRow {
  designId: string;
  designName: string;
  designType: string;
  quantity: number;
  subtotal: number;
  retail: number;
}

/** `{base}/summary/{designIds}`: one row per design with its type, windows and total. */
export function SummaryRoute() {
  usePageTitle('Design Summary');
  const mode = useBuilderMode();
  const { designIds = '' } = useParams();
  const [rows, setRows] = useState<SummaryRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<SummaryRow[]>(`${apiConfig.designBuilderBase}/designs/summary?designIds=${encodeURIComponent(designIds)}`, {
      signal: controller.signal,
    })
      .then(setRows)
      .catch((failure: unknown) => {
        if (!isAbortError(failure)) setError(failure instanceof Error ? failure.message : 'The summary could not be loaded.');
      });
    return () => controller.abort();
  }, [designIds]);

  return (
    <div className="eb-container eb-page">
      <div className="eb-page__header">
        <h1>Design Summary</h1>
      </div>
      {error && <p className="eb-alert eb-alert--error">{error}</p>}
      {!rows && !error && <Spinner size="lg" label="Loading the summary" />}
      {rows && (
        <div className="eb-card eb-summary-table">
          <table>
            <thead>
              <tr>
                <th scope="col">Design</th>
                <th scope="col">Type</th>
                <th scope="col">Windows</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.designId}>
                  <th scope="row">
                    <Link to={`${baseFor(mode)}/load/${row.designId}`}>{row.designName}</Link>
                  </th>
                  <td>{row.designType}</td>
                  <td>{row.quantity}</td>
                  <td>{formatMoney(row.subtotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
