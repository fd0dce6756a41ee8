/**
 * How often each value of a place was drawn in the window, as bars (uPlot: 21 KB gzipped, canvas,
 * loaded on the trends page only). The chart is a picture of the figures the hot and cold lists
 * and the trend chart's totals give in words, so it is hidden from screen readers.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  values: number[];
  appearances: number[];
  /** Mark 6 writes its numbers with two digits. */
  twoDigits: boolean;
}

const HEIGHT = 180;

function cssColour(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export function FrequencyChart({ values, appearances, twoDigits }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const pad = (n: number) => (twoDigits ? String(n).padStart(2, '0') : String(n));
    // The chart's colours come from the page's CSS, so it follows the theme.
    const accent = cssColour(element, '--accent', '#2563eb');
    const text = cssColour(element, '--muted', '#6b7280');
    const indices = values.map((_, index) => index);
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, values.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          {
            stroke: text,
            grid: { show: false },
            splits: () => indices,
            values: (_u, splits) => splits.map((i) => (values[i] === undefined ? '' : pad(values[i]))),
          },
          { stroke: text, size: 32, incrs: [1, 2, 5, 10, 20, 50, 100] },
        ],
        series: [
          {},
          {
            fill: accent,
            stroke: accent,
            paths: uPlot.paths.bars?.({ size: [0.7, 28] }),
            points: { show: false },
          },
        ],
      },
      [indices, appearances],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [values, appearances, twoDigits]);
  return <div ref={box} className="frequency-chart" aria-hidden="true" />;
}
