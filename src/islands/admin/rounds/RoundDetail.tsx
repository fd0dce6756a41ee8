/**
 * One round for staff: its times, seed hash (and seed once drawn), numbers, every bet with its
 * result, the totals, and for admins "Void round" (before it is settled) with a public reason:
 * every bet is cancelled and its stake refunded.
 */
import { adminApi } from '#client/staffSession.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { formatMoney } from '#shared/money.ts';
import { RemoteView } from '../kit/RemoteView.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { Failure } from '../kit/errors.tsx';
import { staffIsland, type StaffPageProps } from '../kit/gate.tsx';
import { useAdminData } from '../kit/data.ts';
import { RoundBets, RoundStats } from './RoundBets.tsx';
import { RoundFacts } from './RoundFacts.tsx';
import { totalsOf } from './view.ts';
import { useVoidRound, VoidDialog, VoidForm } from './VoidRound.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import '../kit/console.css';

export default staffIsland<{ roundId: number }>('rounds', RoundPage);

function RoundPage({ roundId, isAdmin }: StaffPageProps & { roundId: number }) {
  const locale = useLocale();
  const t = useT();
  const hydrated = useHydrated();
  const round = useAdminData('GET /rounds/{id}', { params: { id: roundId } });
  const lotteries = useAdminData('GET /lotteries');
  const data = round.data;
  const voiding = useVoidRound(t, data, () => round.mutate());

  const money = (value: bigint | string) =>
    formatMoneyForLocale(locale, typeof value === 'string' ? value : formatMoney(value));
  const lottery = lotteries.data?.find((l) => l.id === data?.lotteryId);
  const roomName = (id: number) => lottery?.rooms.find((r) => r.id === id)?.name ?? `#${id}`;
  const notFound = adminApi.failed(round.error, 'GET /rounds/{id}', 'NOT_FOUND');

  if (notFound) {
    return (
      <p className="notice notice-danger" role="alert">
        {t('admin.rounds.notFound')}
      </p>
    );
  }

  const totals = data ? totalsOf(data.bets) : null;
  const voidable = data && data.state !== 'settled' && data.state !== 'void';
  return (
    <div className="stack">
      <p>
        <a href="/admin/rounds">{t('admin.rounds.back')}</a>
      </p>
      <RemoteView remote={round}>
        {(view) =>
          totals && (
            <>
              <RoundFacts data={view} lotteryName={lottery?.name} />
              <RoundStats count={view.bets.length} totals={totals} money={money} />

              <div role="status">{voiding.notice && <p className="notice">{voiding.notice}</p>}</div>
              {!voiding.confirming && <Failure error={voiding.failure} />}

              {isAdmin && voidable && <VoidForm state={voiding} hydrated={hydrated} />}

              <RoundBets bets={view.bets} roomName={roomName} money={money} />

              {voiding.confirming && (
                <VoidDialog state={voiding} period={view.period} totals={totals} money={money} />
              )}
            </>
          )
        }
      </RemoteView>
    </div>
  );
}
