/**
 * The long-dragon list: every two-sided key the newest draws have won several times in a row,
 * longest first. Exported for the trends page and, compact, beside the betting board.
 */
import { marketLabel } from '#islands/common/marketLabel.ts';
import type { Dragon } from '#shared/games/trends.ts';
import { useT } from '#islands/common/i18n.tsx';

interface Props {
  dragons: Dragon[];
  /** At most this many, for the compact list beside the board. */
  limit?: number;
}

export function LongDragons({ dragons, limit }: Props) {
  const t = useT();
  const shown = limit === undefined ? dragons : dragons.slice(0, limit);
  if (shown.length === 0) return <p className="muted">{t('trends.noDragons')}</p>;
  return (
    <ol className="dragons">
      {shown.map((dragon) => (
        <li key={dragon.key} className="dragon">
          <bdi className="dragon-key">{marketLabel(t, dragon.key)}</bdi>
          <span className="dragon-streak">{t('trends.streak', { count: dragon.streak })}</span>
        </li>
      ))}
    </ol>
  );
}
