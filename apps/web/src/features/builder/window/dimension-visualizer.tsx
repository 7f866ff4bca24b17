import { formatInches } from '@eb/domain/measurements';

/** The square the window is drawn in (the larger side fills it). */
const AREA = 72;
/** Room left of the drawing for the height (written upwards) and below it for the width. */
const HEIGHT_LABEL_ROOM = 16;
const WIDTH_LABEL_ROOM = 18;
const MARGIN = 4;
const VIEW_WIDTH = HEIGHT_LABEL_ROOM + AREA + MARGIN;
const VIEW_HEIGHT = MARGIN + AREA + WIDTH_LABEL_ROOM;

/**
 * The window drawn to scale from its width and height (the larger side fills the box), with its
 * measurements beside it (the height written upwards, as on a plan) and below it, always inside the
 * drawing whatever the shape; the default icon when it has none.
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
  const scale = AREA / Math.max(width, height);
  const w = Math.max(8, width * scale);
  const h = Math.max(8, height * scale);
  // Centred in the drawing area, which sits right of the height label and above the width label.
  const x = HEIGHT_LABEL_ROOM + (AREA - w) / 2;
  const y = MARGIN + (AREA - h) / 2;
  const label = `Window ${formatInches(width)} wide by ${formatInches(height)} high`;
  return (
    <svg
      className="eb-visualizer"
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      width={VIEW_WIDTH}
      height={VIEW_HEIGHT}
      role="img"
      aria-label={label}
    >
      <rect x={x} y={y} width={w} height={h} rx="2" className="eb-art__frame" />
      <rect x={x + 3} y={y + 3} width={Math.max(2, w - 6)} height={Math.max(2, h - 6)} className="eb-art__glass" />
      <rect x={x + 3} y={y + 3} width={Math.max(2, w - 6)} height={Math.max(2, (h - 6) * 0.45)} className="eb-art__shade" />
      <text x={x + w / 2} y={y + h + 13} textAnchor="middle" className="eb-visualizer__text">
        {formatInches(width)}
      </text>
      <text
        x={x - 7}
        y={MARGIN + AREA / 2}
        transform={`rotate(-90 ${x - 7} ${MARGIN + AREA / 2})`}
        textAnchor="middle"
        dominantBaseline="middle"
        className="eb-visualizer__text"
      >
        {formatInches(height)}
      </text>
    </svg>
  );
}
