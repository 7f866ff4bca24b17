import type { ReactNode } from 'react';

/** One label and value of an order's definition lists; `total` sets the grand total apart. */
export function OrderRow({ label, children, total = false }: { label: string; children: ReactNode; total?: boolean }) {
  return (
    <div className={`eb-order__row${total ? ' eb-order__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
