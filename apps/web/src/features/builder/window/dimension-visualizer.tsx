import { formatInches } from '@eb/domain/measurements';

const BOX = 96;

/**
 * The window drawn to scale from its width and height (the larger side fills the box), with its
 * measurements; the default icon when it has none.
 */
export function DimensionVisualizer({ width, height }: { width: number | null; height: number | null }) {
  if (!width || !height) {
    return (
      <svg
        className="eb-visualizer eb-visualizer--empty"
        viewBox="0 0 96 96"
        width="96"
        height="96"
        role="img"
        aria-label="Window (no measurements yet)"
      >
        <rect x="14" y="8" width="68" height="80" rx="4" className="eb-art__frame" />
        <rect x="20" y="14" width="56" height="68" rx="1" className="eb-art__glass" />
        <rect x="20" y="14" width="56" height="30" className="eb-art__shade" />
        <path d="M48 14v68M20 48h56" className="eb-art__mullion" />
      </svg>
    );
  }
  const scale = (BOX - 24) / Math.max(width, height);
  const w = Math.max(8, width * scale);
  const h = Math.max(8, height * scale);
  const x = (BOX - w) / 2 + 6;
  const y = (BOX - h) / 2 - 2;
  const label = `Window ${formatInches(width)} wide by ${formatInches(height)} high`;
  return (
    <svg className="eb-visualizer" viewBox={`0 0 ${BOX + 12} ${BOX + 12}`} width="108" height="108" role="img" aria-label={label}>
      <rect x={x} y={y} width={w} height={h} rx="2" className="eb-art__frame" />
      <rect x={x + 3} y={y + 3} width={Math.max(2, w - 6)} height={Math.max(2, h - 6)} className="eb-art__glass" />
      <rect x={x + 3} y={y + 3} width={Math.max(2, w - 6)} height={Math.max(2, (h - 6) * 0.45)} className="eb-art__shade" />
      <text x={x + w / 2} y={BOX + 8} textAnchor="middle" className="eb-visualizer__text">
        {formatInches(width)}
      </text>
      <text x={x - 4} y={y + h / 2} textAnchor="end" dominantBaseline="middle" className="eb-visualizer__text">
        {formatInches(height)}
      </text>
    </svg>
  );
}
