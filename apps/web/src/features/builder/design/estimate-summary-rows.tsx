import type { SummaryLine } from './estimate-summary-lines.ts';

/** Labelled figures as a description list; mobile-only lines carry a class that hides them from 530 px up. */
export function SummaryLines({ lines, className }: { lines: readonly SummaryLine[]; className?: string }) {
  return (
    <dl className={`eb-summary__rows${className ? ` ${className}` : ''}`}>
      {lines.map((line) => (
        <div
          key={line.key}
          className={`eb-summary__line eb-summary__line--${line.key}${line.only === 'mobile' ? ' eb-summary__mobile' : ''}`}
        >
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
