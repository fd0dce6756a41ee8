/** The round's totals and every bet of the round with its result. */
import type { T } from '#client/i18n.ts';
import { formatNumberForLocale } from '#i18n/format.ts';
import { marketLabel } from '#islands/betting/marketLabel.ts';
import { DataTable, num } from '../kit/DataTable.tsx';
import { shortDateTime } from '../roundParts.tsx';
import type { MoneyText, RoundDetailView, RoundTotals } from './view.ts';

/** The server returns at most this many bets of a round. */
const BET_LIMIT = 1000;

function Stat({ label, value, negative = false }: { label: string; value: string; negative?: boolean }) {
  return (
    <div className="stat">
      <div className="stat-label">{label}</div>
      <div className={`stat-value${negative ? ' amount-minus' : ''}`}>{value}</div>
    </div>
  );
}

export function RoundStats({
  t,
  locale,
  count,
  totals,
  money,
}: {
  t: T;
  locale: string;
  count: number;
  totals: RoundTotals;
  money: MoneyText;
}) {
  return (
    <div className="admin-grid">
      <Stat label={t('admin.rounds.totalBets')} value={formatNumberForLocale(locale, count)} />
      <Stat label={t('admin.rounds.totalStakes')} value={money(totals.stakes)} />
      <Stat label={t('admin.rounds.totalPayouts')} value={money(totals.payouts)} />
      <Stat label={t('admin.rounds.totalRefunds')} value={money(totals.refunds)} />
      <Stat label={t('admin.rounds.ggr')} value={money(totals.ggr)} negative={totals.ggr < 0n} />
    </div>
  );
}

export function RoundBets({
  t,
  locale,
  bets,
  roomName,
  money,
}: {
  t: T;
  locale: string;
  bets: RoundDetailView['bets'];
  roomName: (id: number) => string;
  money: MoneyText;
}) {
  return (
    <>
      <h2 className="section-title">{t('admin.rounds.betsTitle')}</h2>
      {bets.length >= BET_LIMIT && (
        <p className="notice">
          {t('admin.rounds.limitNote', { count: formatNumberForLocale(locale, BET_LIMIT) })}
        </p>
      )}
      {bets.length === 0 ? (
        <div className="state state-empty">
          <p>{t('admin.rounds.noBets')}</p>
        </div>
      ) : (
        <DataTable
          columns={[
            t('admin.rounds.placedAt'),
            t('admin.rounds.player'),
            t('admin.rounds.room'),
            t('admin.rounds.selection'),
            num(t('admin.rounds.amount')),
            num(t('admin.rounds.odds')),
            t('admin.rounds.status'),
            t('admin.rounds.result'),
            num(t('admin.rounds.payout')),
          ]}
        >
          {bets.map((bet) => (
            <tr key={bet.betUid}>
              <td className="console-nowrap">{shortDateTime(locale, bet.createdAt)}</td>
              <th scope="row">{bet.userId}</th>
              <td>{roomName(bet.roomId)}</td>
              <td>
                {marketLabel(t, bet.key)} <code className="muted">{bet.key}</code>
              </td>
              <td className="num console-nowrap">{money(bet.amount)}</td>
              <td className="num">{bet.oddsByCount ? bet.oddsByCount.join(' / ') : bet.odds}</td>
              <td>{t(`bets.status.${bet.status}`)}</td>
              <td>{bet.result ? t(`bets.result.${bet.result}`) : ''}</td>
              <td className="num console-nowrap">
                {bet.result === 'WIN' || bet.result === 'CANCEL' ? money(bet.payout) : ''}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
