/**
 * Turnover and GGR per day as paired bars in inline SVG (no chart library). The SVG is one
 * image with a summary for screen readers; the table beside it carries every figure.
 */

export interface ChartDay {
  day: string;
  /** The day as the page writes it (tooltips). */
  label: string;
  /** Cents. */
  turnover: bigint;
  /** Cents; negative when payouts exceeded settled stakes. */
  ggr: bigint;
}

interface Props {
  days: readonly ChartDay[];
  /** The summary read out instead of the picture. */
  label: string;
  legend: { turnover: string; ggr: string; ggrNegative: string };
  /** Formats cents for the axis and tooltips. */
  format: (cents: bigint) => string;
}

const WIDTH = 760;
const HEIGHT = 260;
const LEFT = 110;
const RIGHT = 12;
const TOP = 14;
const BOTTOM = 34;

/** The chart's scale: the value axis from the lowest to the highest figure (0 included), day slots. */
function scaleOf(days: readonly ChartDay[]) {
  const values = days.flatMap((d) => [d.turnover, d.ggr]);
  const max = values.reduce((m, v) => (v > m ? v : m), 0n);
  const min = values.reduce((m, v) => (v < m ? v : m), 0n);
  const span = Number(max - min) || 1;
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  // Plotting only: pixel positions may be fractional; the money itself stays in cents.
  const y = (cents: bigint) => TOP + (Number(max - cents) / span) * plotHeight;
  const slot = plotWidth / days.length;
  return {
    y,
    zero: y(0n),
    slot,
    bar: Math.max(1, slot * 0.36),
    labelEvery: Math.ceil(days.length / 10),
    ticks: [...new Set([max, 0n, min])],
  };
}

type Scale = ReturnType<typeof scaleOf>;

export function ReportChart({ days, label, legend, format }: Props) {
  if (days.length === 0) return null;
  const scale = scaleOf(days);
  const { y } = scale;
  return (
    <figure className="console-chart" dir="ltr">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        {scale.ticks.map((tick) => (
          <g key={String(tick)}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0n ? 'chart-axis' : 'chart-grid'}
            />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" className="chart-text">
              {format(tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <DayBars key={d.day} day={d} index={i} scale={scale} legend={legend} format={format} />
        ))}
      </svg>
      <ChartLegend days={days} legend={legend} />
    </figure>
  );
}

/** One day's turnover and GGR bars, and its date under every few days. */
function DayBars({
  day: d,
  index: i,
  scale,
  legend,
  format,
}: Pick<Props, 'legend' | 'format'> & { day: ChartDay; index: number; scale: Scale }) {
  const { y, zero, slot, bar } = scale;
  const x = LEFT + i * slot + (slot - 2 * bar) / 2;
  const rect = (x: number, cents: bigint, className: string, title: string) => {
    const top = Math.min(y(cents), zero);
    const height = Math.max(Math.abs(y(cents) - zero), cents === 0n ? 0 : 1);
    return (
      <rect x={x} y={top} width={bar} height={height} className={className}>
        <title>{title}</title>
      </rect>
    );
  };
  return (
    <g>
      {rect(x, d.turnover, 'chart-turnover', `${d.label} · ${legend.turnover} ${format(d.turnover)}`)}
      {rect(
        x + bar,
        d.ggr,
        d.ggr < 0n ? 'chart-ggr-negative' : 'chart-ggr',
        `${d.label} · ${legend.ggr} ${format(d.ggr)}`,
      )}
      {i % scale.labelEvery === 0 && (
        <text x={LEFT + i * slot + slot / 2} y={HEIGHT - 12} textAnchor="middle" className="chart-text">
          {d.day.slice(5)}
        </text>
      )}
    </g>
  );
}

/** One swatch per colour the bars use: a losing day's GGR bar is red, so it has its own. */
function ChartLegend({ days, legend }: Pick<Props, 'days' | 'legend'>) {
  return (
    <figcaption className="console-legend">
      <span>
        <span className="legend-swatch chart-turnover" aria-hidden="true" /> {legend.turnover}
      </span>
      <span>
        <span className="legend-swatch chart-ggr" aria-hidden="true" /> {legend.ggr}
      </span>
      {days.some((d) => d.ggr < 0n) && (
        <span>
          <span className="legend-swatch chart-ggr-negative" aria-hidden="true" /> {legend.ggrNegative}
        </span>
      )}
    </figcaption>
  );
}
