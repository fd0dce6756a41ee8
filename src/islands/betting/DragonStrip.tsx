/**
 * The long dragons in one line beside the betting board: each two-sided pick the newest draws
 * have won several times in a row, longest first, scrolling sideways; then the reminder that
 * each draw is independent, with the latest draw's verification, and the way to the trends.
 * The statistics come with the page and are read again after each draw.
 */
import { memo, useMemo } from 'react';
import { numberFormat } from '#i18n/format.ts';
import { rulesOf } from '#shared/games/index.ts';
import { longDragons } from '#shared/games/trends.ts';
import { paths } from '#shared/paths.ts';
import type { GameKey } from '#shared/vocabulary.ts';
import type { LotteryStats } from '#shared/contract/stats.ts';
import { marketLabel } from '../common/marketLabel.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

/** The most dragons the strip shows; the trends page lists them all. */
const SHOWN = 8;

interface Props {
  game: GameKey;
  lotteryId: number;
  stats: LotteryStats | undefined;
  /** The latest draw, whose verification the reminder links to. */
  latestDrawId: number | undefined;
}

function DragonStripView({ game, lotteryId, stats, latestDrawId }: Props) {
  const locale = useLocale();
  const t = useT();
  const dragons = useMemo(() => (stats ? longDragons(rulesOf(game), stats.keys) : []), [game, stats]);
  const count = numberFormat(locale, { useGrouping: false });
  return (
    <section className="dragon-strip" aria-labelledby="dragon-strip-title">
      <h2 id="dragon-strip-title" className="dragon-strip-title">
        <a href={paths.trends(lotteryId)}>{t('trends.tab.dragons')}</a>
      </h2>
      {/* Focusable, so a keyboard scrolls the line too. */}
      <ol className="dragon-chips" tabIndex={0} aria-labelledby="dragon-strip-title">
        {dragons.length === 0 && <li className="muted">{t('betting.noDragons')}</li>}
        {dragons.slice(0, SHOWN).map((dragon) => (
          <li key={dragon.key} className="dragon-chip">
            <bdi>{marketLabel(t, dragon.key)}</bdi> <b aria-hidden="true">×{count.format(dragon.streak)}</b>
            <span className="visually-hidden">{t('trends.streak', { count: dragon.streak })}</span>
          </li>
        ))}
        <li className="dragon-note">
          {t('betting.independentShort')}{' '}
          {latestDrawId !== undefined && <a href={paths.drawDetail(latestDrawId)}>{t('betting.verify')}</a>}
        </li>
      </ol>
    </section>
  );
}

export const DragonStrip = memo(DragonStripView);
