/**
 * The odds editor of a lottery (or of one room's override): every key of the game grouped by
 * its round-screen tab, with the odds in force, their RTP, and for admins an input for new odds
 * whose RTP is computed live in the browser by the same `rtpOf` the server uses. A key above
 * 100% is refused by the server unless "force" is ticked.
 */
import type { Remote } from '#client/useRemote.ts';
import { useMemo } from 'react';
import { adminApi } from '#client/staffSession.ts';
import type { GameKey } from '#shared/games/types.ts';
import { StateView } from '#islands/common/StateView.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { Failure } from '#islands/admin/kit/errors.tsx';
import { staffIsland, type StaffPageProps } from '#islands/admin/kit/gate.tsx';
import { useAdminData } from '#islands/admin/kit/data.ts';
import type { AdminLottery, AdminRoom } from '#shared/contract/gamesAdmin.ts';
import { ConfirmOddsDialog } from './ConfirmOddsDialog.tsx';
import { OddsHeader } from './OddsHeader.tsx';
import type { OddsView } from './OddsRow.tsx';
import { OddsTable } from './OddsTable.tsx';
import { OddsTabs } from './OddsTabs.tsx';
import { SaveBar } from './SaveBar.tsx';
import { useOddsEditor } from './useOddsEditor.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import '#islands/admin/kit/console.css';

/** The lottery, and the room whose override is edited (null: the lottery's own table). */
interface Props {
  lotteryId: number;
  roomId: number | null;
}

export default staffIsland<Props>('lotteries', OddsPage);

type PageProps = StaffPageProps & Props;

/** Loads the lottery and its table; "not found" for an unknown lottery or room. */
function OddsPage(props: PageProps) {
  const t = useT();
  const { lotteryId, roomId } = props;
  const lotteries = useAdminData('GET /lotteries');
  const odds = useAdminData('GET /lotteries/{lotteryId}/odds', {
    params: { lotteryId },
    query: roomId === null ? undefined : { roomId },
  });
  const lottery = lotteries.data?.find((l) => l.id === lotteryId);
  const room = roomId === null ? null : lottery?.rooms.find((r) => r.id === roomId);

  const loading = (!odds.data && odds.isLoading) || (!lotteries.data && lotteries.isLoading);
  const loadError = (odds.data ? null : odds.error) ?? (lotteries.data ? null : lotteries.error);
  const notFound =
    (lotteries.data && (!lottery || (roomId !== null && !room))) ||
    adminApi.failed(odds.error, 'GET /lotteries/{lotteryId}/odds', 'NOT_FOUND');

  return (
    <div className="stack">
      <p>
        <a href="/admin/lotteries">{t('admin.odds.back')}</a>
      </p>
      {notFound ? (
        <p className="notice notice-danger" role="alert">
          {t('admin.odds.notFound')}
        </p>
      ) : (
        <StateView
          isLoading={loading}
          slow={odds.slow || lotteries.slow}
          error={loadError}
          onRetry={() => {
            void odds.mutate();
            void lotteries.mutate();
          }}
        >
          <OddsContent {...props} lottery={lottery} room={room} odds={odds} />
        </StateView>
      )}
    </div>
  );
}

/** The table's heading, tabs, rows, save bar and confirmation, once the lottery and odds are in. */
function OddsContent({
  lotteryId,
  roomId,
  isAdmin,
  lottery,
  room,
  odds,
}: PageProps & {
  lottery: AdminLottery | undefined;
  room: AdminRoom | null | undefined;
  odds: Remote<OddsView>;
}) {
  const locale = useLocale();
  const t = useT();
  const hydrated = useHydrated();
  const game = lottery?.game as GameKey | undefined;
  const editor = useOddsEditor({ t, lotteryId, roomId, game, odds });
  const percent = useMemo(
    () =>
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [locale],
  );
  if (!lottery || !odds.data || !game) return null;
  const tableName = room ? t('admin.odds.tableRoom', { room: room.name }) : t('admin.odds.tableLottery');
  const rtpText = (rtp: number) => percent.format(rtp);

  return (
    <>
      <OddsHeader {...{ t, locale, lottery, room, roomId, tableName }} version={odds.data.version} />
      {!isAdmin && <p className="notice">{t('admin.odds.readOnly')}</p>}
      <div role="status">{editor.notice && <p className="notice">{editor.notice}</p>}</div>

      <OddsTabs
        groups={editor.groups}
        activeTab={editor.activeTab}
        changed={editor.changed}
        onTab={editor.setTab}
      />
      <OddsTable
        rows={editor.rows}
        activeTab={editor.activeTab}
        isAdmin={isAdmin}
        hydrated={hydrated}
        serverErrors={editor.serverErrors}
        rtpText={rtpText}
        onEdit={editor.edit}
      />

      {isAdmin && <SaveBar editor={editor} hydrated={hydrated} />}
      {!isAdmin && <Failure error={editor.failure} />}

      {editor.confirming && (
        <ConfirmOddsDialog
          editor={editor}
          lotteryName={lottery.name}
          tableName={tableName}
          rtpText={rtpText}
        />
      )}
    </>
  );
}
