import type { SummaryLine } from './estimate-summary-lines.ts';

/** Labelled figures as a description list; mobile-only lines are hidden from 530 px up, desktop-only ones below 1004 px. */
export function SummaryLines({ lines, className }: { lines: readonly SummaryLine[]; className?: string }) {
  return (
    <dl className={`eb-summary__rows${className ? ` ${className}` : ''}`}>
      {lines.map((line) => (
        <div
          key={line.id ?? line.key}
          className={`eb-summary__line eb-summary__line--${line.key}${line.only ? ` eb-summary__${line.only}` : ''}`}
        >
          <dt>{line.label}</dt>
          <dd className={line.negative ? 'eb-summary__negative' : undefined}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
