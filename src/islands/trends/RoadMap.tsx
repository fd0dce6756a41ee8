/** A bead road of one two-sided market: the side of every draw, oldest first, six to a column. */
import { keyOf } from '#client/i18n.ts';
import type { SidePair } from '#shared/games/trends.ts';
import { pairLabel, sideMark } from './labels.ts';
import { useT } from '#islands/common/i18n.tsx';

interface Props {
  pair: SidePair;
  road: string[][];
  counts: Map<string, number>;
}

export function RoadMap({ pair, road, counts }: Props) {
  const t = useT();
  const label = pairLabel(t, pair);
  const sides = [...pair.sides, 'TIE'].filter((side) => side !== 'TIE' || counts.has('TIE'));
  return (
    <figure className="road">
      <figcaption className="road-caption">
        <span>{label}</span>
        <span className="road-counts">
          {sides.map((side) => (
            <span key={side} className={`road-count side-${side.toLowerCase()}`}>
              {t('trends.sideCount', { side: t(keyOf('market.pick', side)), count: counts.get(side) ?? 0 })}
            </span>
          ))}
        </span>
      </figcaption>
      <div
        className="road-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('trends.roadLabel', { market: label })}
      >
        <ol className="road-grid">
          {road.map((column, c) => (
            <li key={c} className="road-column">
              <ol>
                {column.map((side, r) => (
                  <li
                    key={r}
                    className={`road-bead side-${side.toLowerCase()}`}
                    title={t(keyOf('market.pick', side))}
                  >
                    {sideMark(t, side)}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
