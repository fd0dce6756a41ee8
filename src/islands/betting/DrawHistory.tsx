/**
 * The historical draws of a round screen: the latest draw in view, the earlier ones folded away,
 * each with its balls (Mark 6's special in its own colour), its sum and BIG/SMALL, ODD/EVEN, and
 * a link to the draw detail where it can be verified.
 */
import { memo } from 'react';
import type { T } from '#client/i18n.ts';
import type { Draw } from '#shared/contract/games.ts';
import { paths } from '#shared/paths.ts';

interface Props {
  t: T;
  draws: Draw[];
}

function DrawRow({ t, draw }: { t: T; draw: Draw }) {
  const mark6 = draw.game === 'mark6';
  const pad = (n: number) => (mark6 ? String(n).padStart(2, '0') : String(n));
  const { summary } = draw;
  const facts = [
    // Mark 6's BIG/SMALL and ODD/EVEN are the special number's, named as such (it is no sum).
    'special' in summary
      ? t('betting.special', { number: pad(summary.special) })
      : t(draw.game === 'lotto' ? 'betting.top12Sum' : 'betting.sum', { sum: summary.sum }),
    t(`market.pick.${draw.summary.bigSmall}`),
    t(`market.pick.${draw.summary.oddEven}`),
  ];
  return (
    <li className="draw-row">
      <div className="row">
        <a href={paths.drawDetail(draw.id)}>
          <bdi>{t('round.period', { period: draw.period })}</bdi>
        </a>
        <bdi className="draw-facts">{facts.join(' · ')}</bdi>
      </div>
      <ul className="balls" aria-label={t('betting.drawNumbers', { period: draw.period })}>
        {draw.numbers.map((n, index) => (
          <li key={index} className="ball">
            {pad(n)}
          </li>
        ))}
        {draw.special !== undefined && (
          <li className="ball ball-special">
            <span className="visually-hidden">{t('betting.special', { number: pad(draw.special) })}</span>
            <span aria-hidden="true">{pad(draw.special)}</span>
          </li>
        )}
      </ul>
    </li>
  );
}

function DrawHistoryView({ t, draws }: Props) {
  const [latest, ...earlier] = draws;
  return (
    <section className="draw-history" aria-labelledby="recent-draws-title">
      <h2 id="recent-draws-title" className="section-title">
        {t('betting.recentDraws')}
      </h2>
      {!latest ? (
        <p className="card muted">{t('betting.noDraws')}</p>
      ) : (
        <>
          <ul className="list">
            <DrawRow t={t} draw={latest} />
          </ul>
          {earlier.length > 0 && (
            <details className="earlier-draws">
              <summary>{t('betting.earlierDraws', { count: earlier.length })}</summary>
              <ul className="list">
                {earlier.map((draw) => (
                  <DrawRow key={draw.id} t={t} draw={draw} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}

export const DrawHistory = memo(DrawHistoryView);
