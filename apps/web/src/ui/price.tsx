import { formatMoney, formatPercent, savingsPercent, showsRetail } from '@eb/domain/format';

/**
 * A price as the spec shows it: the subtotal, with retail struck through beside it when retail is
 * higher; auto-release designs show only retail.
 */
export function Price({
  subtotal,
  retail,
  retailOnly = false,
  showSavings = false,
  className,
}: {
  subtotal: number;
  retail: number;
  retailOnly?: boolean;
  showSavings?: boolean;
  className?: string;
}) {
  if (retailOnly) {
    return <span className={`eb-price${className ? ` ${className}` : ''}`}>{formatMoney(retail)}</span>;
  }
  const struck = showsRetail(retail, subtotal);
  return (
    <span className={`eb-price${className ? ` ${className}` : ''}`}>
      {struck && (
        <s className="eb-price__retail">
          <span className="eb-visually-hidden">Was </span>
          {formatMoney(retail)}
        </s>
      )}
      <span className="eb-price__subtotal">
        {struck && <span className="eb-visually-hidden">Now </span>}
        {formatMoney(subtotal)}
      </span>
      {showSavings && struck && <span className="eb-price__savings">Save {formatPercent(savingsPercent(retail, subtotal))}</span>}
    </span>
  );
}
