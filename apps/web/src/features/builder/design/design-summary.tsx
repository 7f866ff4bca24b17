import type { Design, Item } from '@eb/domain/design';
import { isAutoReleaseDesign, windowCount } from '@eb/domain/design';
import { formatMoney, formatPercent, savingsPercent, showsRetail } from '@eb/domain/format';
import type { ReactNode } from 'react';

/** The summary panel: windows, product total and savings, then the actions plugged in below. Sticky beside the rooms on desktop. */
export function DesignSummary({ design, items, children }: { design: Design; items: Item[]; children?: ReactNode }) {
  const windows = windowCount(items);
  const retailOnly = isAutoReleaseDesign(design);
  const savings = design.retail - design.subtotal;
  return (
    <aside className="eb-summary eb-card" aria-labelledby={`summary-${design.designId}`}>
      <h2 id={`summary-${design.designId}`} className="eb-summary__title">
        Summary
      </h2>
      <dl className="eb-summary__rows">
        <div>
          <dt>Rooms</dt>
          <dd>{design.containers.length}</dd>
        </div>
        <div>
          <dt>Windows</dt>
          <dd>{windows}</dd>
        </div>
        {!retailOnly && showsRetail(design.retail, design.subtotal) && (
          <>
            <div>
              <dt>Retail</dt>
              <dd>
                <s>{formatMoney(design.retail)}</s>
              </dd>
            </div>
            <div className="eb-summary__savings">
              <dt>You save</dt>
              <dd>
                {formatMoney(savings)} ({formatPercent(savingsPercent(design.retail, design.subtotal))})
              </dd>
            </div>
          </>
        )}
        <div className="eb-summary__total">
          <dt>Product Total</dt>
          <dd>{formatMoney(retailOnly ? design.retail : design.subtotal)}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
