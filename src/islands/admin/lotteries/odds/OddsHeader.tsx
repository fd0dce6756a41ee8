/** The odds editor's heading, its links to the lottery's and each room's table, and its notes. */
import { formatNumberForLocale } from '#i18n/format.ts';
import type { AdminLottery, AdminRoom } from '#shared/contract/gamesAdmin.ts';
import { oddsHref } from '#islands/admin/kit/views.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

export function OddsHeader({
  lottery,
  room,
  roomId,
  tableName,
  version,
}: {
  lottery: AdminLottery;
  room: AdminRoom | null | undefined;
  roomId: number | null;
  tableName: string;
  version: number;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <>
      <header className="console-odds-head">
        <h2>
          {lottery.name} · {tableName}
        </h2>
        <p className="muted">
          {t('admin.odds.version', { version: formatNumberForLocale(locale, version) })}
        </p>
      </header>
      <nav aria-label={t('admin.odds.tables')}>
        <ul className="segments console-tables">
          <li>
            <a href={oddsHref(lottery.id)} aria-current={roomId === null ? 'page' : undefined}>
              {t('admin.odds.tableLottery')}
            </a>
          </li>
          {lottery.rooms.map((r) => (
            <li key={r.id}>
              <a href={oddsHref(lottery.id, r.id)} aria-current={r.id === roomId ? 'page' : undefined}>
                {t('admin.odds.tableRoom', { room: r.name })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="muted">{room ? t('admin.odds.roomNote') : t('admin.odds.lotteryNote')}</p>
    </>
  );
}
