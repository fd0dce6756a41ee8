/**
 * One round for staff: its times, seed hash (and seed once drawn), numbers, every bet with its
 * result, the totals, and for admins "Void round" (before it is settled) with a public reason:
 * every bet is cancelled and its stake refunded.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { ApiError, newIdempotencyKey } from '#client/api.ts';
import { makeT, type T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { Bet } from '#shared/contract/betting.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { marketLabel } from '../betting/marketLabel.ts';
import { Dialog } from '../common/Dialog.tsx';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { Failure } from './kit/errors.tsx';
import { gateView, useStaffGate } from './kit/gate.tsx';
import { useAdminData } from './kit/data.ts';
import type { AdminLottery } from './kit/apiTypes.ts';
import { numbersText, RoundStateBadge, shortDateTime } from './roundParts.tsx';
import './console.css';

interface RoundDraw {
  numbers: number[];
  special?: number;
  summary: { sum?: number; bigSmall: string; oddEven: string };
  drawnAt: string | null;
  seed: string | null;
  salt: string;
}

interface RoundDetailView {
  id: number;
  lotteryId: number;
  game: string;
  period: string;
  state: string;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  seedHash: string;
  voidReason: string | null;
  draw: RoundDraw | null;
  bets: (Bet & { userId: string })[];
}

interface Props {
  messages: IslandMessages;
  locale: string;
  roundId: number;
}

/** The server returns at most this many bets of a round. */
const BET_LIMIT = 1000;
const REASON_MAX = 300;

const cents = (amount: string) => parseMoney(amount.replace(/^-/, '')) ?? 0n;

/** Count, stakes, payouts, refunds and GGR of a round's bets, in cents. */
function totalsOf(bets: readonly Bet[]) {
  let stakes = 0n;
  let payouts = 0n;
  let refunds = 0n;
  let settledStakes = 0n;
  let pendingCount = 0;
  let pendingStakes = 0n;
  for (const bet of bets) {
    const amount = cents(bet.amount);
    if (bet.status === 'pending' || bet.status === 'settled') stakes += amount;
    if (bet.status === 'pending') {
      pendingCount += 1;
      pendingStakes += amount;
    }
    if (bet.result === 'WIN') payouts += cents(bet.payout);
    if (bet.result === 'CANCEL' || bet.status === 'cancelled') refunds += amount;
    if (bet.result === 'WIN' || bet.result === 'LOSE') settledStakes += amount;
  }
  return { stakes, payouts, refunds, ggr: settledStakes - payouts, pendingCount, pendingStakes };
}

export default function RoundDetail(props: Props) {
  const t = makeT(props.messages);
  const gate = useStaffGate('rounds');
  return gateView(t, gate) ?? <RoundPage {...props} t={t} isAdmin={gate.isAdmin} />;
}

function RoundPage({ t, locale, roundId, isAdmin }: Props & { t: T; isAdmin: boolean }) {
  const hydrated = useHydrated();
  const round = useAdminData<RoundDetailView>([`/rounds/${roundId}`]);
  const lotteries = useAdminData<AdminLottery[]>(['/lotteries']);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const idempotencyKey = useRef('');

  const money = (value: bigint | string) =>
    formatMoneyForLocale(locale, typeof value === 'string' ? value : formatMoney(value));
  const data = round.data;
  const lottery = lotteries.data?.find((l) => l.id === data?.lotteryId);
  const roomName = (id: number) => lottery?.rooms.find((r) => r.id === id)?.name ?? `#${id}`;
  const notFound = round.error instanceof ApiError && round.error.code === 'NOT_FOUND';

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setNotice('');
    if (!reason.trim()) {
      setReasonError(t('admin.rounds.voidReasonRequired'));
      return;
    }
    setReasonError('');
    // One key per confirmed action: a retry of the same void refunds once.
    idempotencyKey.current = newIdempotencyKey();
    setConfirming(true);
  }

  async function voidRound() {
    if (!data) return;
    setBusy(true);
    setFailure(null);
    try {
      await adminApi(`/rounds/${data.id}/void`, {
        body: { reason: reason.trim() },
        idempotencyKey: idempotencyKey.current,
      });
      setConfirming(false);
      setReason('');
      setNotice(t('admin.rounds.voided', { period: data.period }));
      await round.mutate();
    } catch (error) {
      setConfirming(false);
      setFailure(error);
      await round.mutate();
    } finally {
      setBusy(false);
    }
  }

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
      <StateView
        t={t}
        isLoading={!data && round.isLoading}
        slow={round.slow}
        error={data ? null : round.error}
        onRetry={() => void round.mutate()}
      >
        {data && totals && (
          <>
            <section className="card" aria-labelledby="round-title">
              <h2 id="round-title" className="console-round-title">
                {lottery?.name ?? t(`game.${data.game}`)} ·{' '}
                {t('admin.rounds.periodOf', { period: data.period })}{' '}
                <RoundStateBadge t={t} state={data.state} />
              </h2>
              <dl className="console-facts">
                <div>
                  <dt>{t('admin.rounds.opensAt')}</dt>
                  <dd>{shortDateTime(locale, data.opensAt)}</dd>
                </div>
                <div>
                  <dt>{t('admin.rounds.closesAt')}</dt>
                  <dd>{shortDateTime(locale, data.closesAt)}</dd>
                </div>
                <div>
                  <dt>{t('admin.rounds.drawAt')}</dt>
                  <dd>{shortDateTime(locale, data.drawAt)}</dd>
                </div>
                {data.draw?.drawnAt && (
                  <div>
                    <dt>{t('admin.rounds.drawnAt')}</dt>
                    <dd>{shortDateTime(locale, data.draw.drawnAt)}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('admin.rounds.numbers')}</dt>
                  <dd>
                    {data.draw ? (
                      <>
                        <strong dir="ltr" className="console-numbers">
                          {numbersText(data.game, data.draw.numbers, data.draw.special)}
                        </strong>{' '}
                        {/* Mark 6 has no sum: its summary is the special number, shown above. */}
                        {data.draw.summary.sum !== undefined && (
                          <span className="muted">
                            {t('admin.rounds.sum', { sum: data.draw.summary.sum })}
                          </span>
                        )}
                      </>
                    ) : data.state === 'void' ? (
                      '—'
                    ) : (
                      t('admin.rounds.notDrawn')
                    )}
                  </dd>
                </div>
                {data.voidReason && (
                  <div className="console-wide">
                    <dt>{t('admin.rounds.voidReason')}</dt>
                    <dd>{data.voidReason}</dd>
                  </div>
                )}
                <div className="console-wide">
                  <dt>{t('admin.rounds.seedHash')}</dt>
                  <dd>
                    <code className="console-hash">{data.seedHash}</code>
                  </dd>
                </div>
                <div className="console-wide">
                  <dt>{t('admin.rounds.seed')}</dt>
                  <dd>
                    {data.draw?.seed ? (
                      <code className="console-hash">{data.draw.seed}</code>
                    ) : (
                      <span className="muted">{t('admin.rounds.seedHidden')}</span>
                    )}
                  </dd>
                </div>
              </dl>
            </section>

            <div className="admin-grid">
              <Stat
                label={t('admin.rounds.totalBets')}
                value={formatNumberForLocale(locale, data.bets.length)}
              />
              <Stat label={t('admin.rounds.totalStakes')} value={money(totals.stakes)} />
              <Stat label={t('admin.rounds.totalPayouts')} value={money(totals.payouts)} />
              <Stat label={t('admin.rounds.totalRefunds')} value={money(totals.refunds)} />
              <Stat label={t('admin.rounds.ggr')} value={money(totals.ggr)} negative={totals.ggr < 0n} />
            </div>

            <div role="status">{notice && <p className="notice">{notice}</p>}</div>
            {!confirming && <Failure t={t} error={failure} />}

            {isAdmin && voidable && (
              <section className="card console-void" aria-labelledby="round-void">
                <h2 id="round-void" className="section-title">
                  {t('admin.rounds.voidTitle')}
                </h2>
                <p className="muted">{t('admin.rounds.voidIntro')}</p>
                <form onSubmit={review} noValidate>
                  <div className={`field${reasonError ? ' field-invalid' : ''}`}>
                    <label htmlFor="void-reason">{t('admin.rounds.voidReasonLabel')}</label>
                    <textarea
                      id="void-reason"
                      rows={2}
                      maxLength={REASON_MAX}
                      required
                      value={reason}
                      aria-invalid={reasonError ? true : undefined}
                      aria-describedby={`void-reason-hint${reasonError ? ' void-reason-error' : ''}`}
                      onChange={(e) => setReason(e.target.value)}
                    />
                    <p id="void-reason-hint" className="field-hint">
                      {t('admin.rounds.voidReasonHint', { max: REASON_MAX })}
                    </p>
                    {reasonError && (
                      <p id="void-reason-error" className="field-error">
                        {reasonError}
                      </p>
                    )}
                  </div>
                  <button type="submit" className="button button-danger" disabled={!hydrated || busy}>
                    {t('admin.rounds.void')}
                  </button>
                </form>
              </section>
            )}

            <h2 className="section-title">{t('admin.rounds.betsTitle')}</h2>
            {data.bets.length >= BET_LIMIT && (
              <p className="notice">
                {t('admin.rounds.limitNote', { count: formatNumberForLocale(locale, BET_LIMIT) })}
              </p>
            )}
            {data.bets.length === 0 ? (
              <div className="state state-empty">
                <p>{t('admin.rounds.noBets')}</p>
              </div>
            ) : (
              <div className="table-scroll">
                <table className="data">
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.rounds.placedAt')}</th>
                      <th scope="col">{t('admin.rounds.player')}</th>
                      <th scope="col">{t('admin.rounds.room')}</th>
                      <th scope="col">{t('admin.rounds.selection')}</th>
                      <th scope="col" className="num">
                        {t('admin.rounds.amount')}
                      </th>
                      <th scope="col" className="num">
                        {t('admin.rounds.odds')}
                      </th>
                      <th scope="col">{t('admin.rounds.status')}</th>
                      <th scope="col">{t('admin.rounds.result')}</th>
                      <th scope="col" className="num">
                        {t('admin.rounds.payout')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.bets.map((bet) => (
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
                  </tbody>
                </table>
              </div>
            )}

            {confirming && (
              <Dialog
                open
                title={t('admin.rounds.voidConfirmTitle', { period: data.period })}
                onClose={() => setConfirming(false)}
                actions={
                  <>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => setConfirming(false)}
                    >
                      {t('common.cancel')}
                    </button>
                    <button
                      type="button"
                      className="button button-danger"
                      disabled={busy}
                      onClick={voidRound}
                    >
                      {t('admin.rounds.voidConfirm')}
                    </button>
                  </>
                }
              >
                <p>
                  {t('admin.rounds.voidConfirmBody', {
                    count: formatNumberForLocale(locale, totals.pendingCount),
                    total: money(totals.pendingStakes),
                  })}
                </p>
                <p>{t('admin.rounds.voidConfirmReason', { reason: reason.trim() })}</p>
                <p className="notice notice-danger">{t('admin.rounds.voidConfirmFinal')}</p>
                <Failure t={t} error={failure} />
              </Dialog>
            )}
          </>
        )}
      </StateView>
    </div>
  );
}

function Stat({ label, value, negative = false }: { label: string; value: string; negative?: boolean }) {
  return (
    <div className="stat">
      <div className="stat-label">{label}</div>
      <div className={`stat-value${negative ? ' amount-minus' : ''}`}>{value}</div>
    </div>
  );
}
