/**
 * The draws of a round screen, as the game looks (cars, dice, coloured balls): the latest in the
 * round's head, revealed one number after another when it arrives while the screen is open (not
 * under `prefers-reduced-motion`), and the earlier ones folded under the markets. Each links to
 * its draw detail, where it can be verified.
 */
import { memo } from 'react';
import type { T } from '#client/i18n.ts';
import type { Draw } from '#shared/contract/games.ts';
import { paths } from '#shared/paths.ts';
import { DrawBalls } from '#islands/results/DrawBalls.tsx';
import { useT } from '#islands/common/i18n.tsx';

/** The sum (or Mark 6's special), BIG/SMALL and ODD/EVEN of a draw. */
function drawFacts(t: T, draw: Draw): string {
  const { summary } = draw;
  return [
    // Mark 6's BIG/SMALL and ODD/EVEN are the special number's, named as such (it is no sum).
    'special' in summary
      ? t('betting.special', { number: String(summary.special).padStart(2, '0') })
      : t(draw.game === 'lotto' ? 'betting.top12Sum' : 'betting.sum', { sum: summary.sum }),
    t(`market.pick.${summary.bigSmall}`),
    t(`market.pick.${summary.oddEven}`),
  ].join(' · ');
}

function DrawRow({ draw, reveal = false }: { draw: Draw; reveal?: boolean }) {
  const t = useT();
  return (
    <div className={`draw-row${reveal ? ' draw-reveal' : ''}`}>
      <div className="draw-row-head">
        <a href={paths.drawDetail(draw.id)}>
          <bdi>{t('round.period', { period: draw.period })}</bdi>
        </a>
        <bdi className="draw-facts">{drawFacts(t, draw)}</bdi>
      </div>
      <DrawBalls
        game={draw.game}
        numbers={draw.numbers}
        special={draw.special}
        label={t('betting.drawNumbers', { period: draw.period })}
      />
    </div>
  );
}

/** The latest draw; `reveal` when it arrived after the page loaded (keyed, so each new one plays). */
export function LatestDraw({ draw, reveal }: { draw: Draw; reveal: boolean }) {
  return <DrawRow key={draw.id} draw={draw} reveal={reveal} />;
}

/** The draws before the latest, folded away. */
function EarlierDrawsView({ draws }: { draws: Draw[] }) {
  const t = useT();
  const earlier = draws.slice(1);
  if (earlier.length === 0) return null;
  return (
    <details className="card earlier-draws">
      <summary>{t('betting.earlierDraws', { count: earlier.length })}</summary>
      <ul className="list">
        {earlier.map((draw) => (
          <li key={draw.id}>
            <DrawRow draw={draw} />
          </li>
        ))}
      </ul>
    </details>
  );
}

export const EarlierDraws = memo(EarlierDrawsView);
