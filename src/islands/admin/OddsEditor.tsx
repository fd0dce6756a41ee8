/**
 * The odds editor of a lottery (or of one room's override): every key of the game grouped by
 * its round-screen tab, with the odds in force, their RTP, and for admins an input for new odds
 * whose RTP is computed live in the browser by the same `rtpOf` the server uses. A key above
 * 100% is refused by the server unless "force" is ticked.
 */
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { ApiError } from '#client/api.ts';
import { makeT, type T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatNumberForLocale } from '#i18n/format.ts';
import type { GameKey } from '#shared/games/types.ts';
import { formatOdds, parseOdds } from '#shared/odds.ts';
import { groupLabel, marketLabel } from '../betting/marketLabel.ts';
import { Dialog } from '../common/Dialog.tsx';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { Failure } from './kit/errors.tsx';
import { gateView, useStaffGate } from './kit/gate.tsx';
import { useAdminData } from './kit/data.ts';
import { oddsHref } from './kit/views.tsx';
import type { AdminLottery } from './kit/apiTypes.ts';
import {
  currentValues,
  liveRtp,
  MAX_ODDS,
  MIN_ODDS,
  OddsRow,
  type OddsView,
  type RowState,
} from './OddsRow.tsx';
import './console.css';

interface Props {
  messages: IslandMessages;
  locale: string;
  lotteryId: number;
  roomId: number | null;
}

export default function OddsEditor(props: Props) {
  const t = makeT(props.messages);
  const gate = useStaffGate('lotteries');
  return gateView(t, gate) ?? <OddsPage {...props} t={t} isAdmin={gate.isAdmin} />;
}

function OddsPage({ t, locale, lotteryId, roomId, isAdmin }: Props & { t: T; isAdmin: boolean }) {
  const hydrated = useHydrated();
  const lotteries = useAdminData<AdminLottery[]>(['/lotteries']);
  const odds = useAdminData<OddsView>([
    `/lotteries/${lotteryId}/odds`,
    roomId === null ? undefined : { roomId },
  ]);
  const lottery = lotteries.data?.find((l) => l.id === lotteryId);
  const room = roomId === null ? null : lottery?.rooms.find((r) => r.id === roomId);
  const game = lottery?.game as GameKey | undefined;

  const [drafts, setDrafts] = useState<Record<string, string[]>>({});
  const [tab, setTab] = useState('');
  const [force, setForce] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState('');

  const percent = useMemo(
    () =>
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [locale],
  );

  // Recomputed each render: parsing is cheap and each key's RTP is cached by value.
  const rows: RowState[] =
    !odds.data || !game
      ? []
      : odds.data.markets.map((market) => {
          const current = currentValues(market);
          const values = drafts[market.key] ?? current;
          const units = values.map((v) => {
            const parsed = parseOdds(v.trim());
            return parsed !== null && parsed >= MIN_ODDS && parsed <= MAX_ODDS ? parsed : null;
          });
          const valid = units.every((u) => u !== null);
          const changed = values.some((v, i) => {
            const before = parseOdds(current[i] ?? '');
            const after = parseOdds(v.trim());
            return after === null || after !== before;
          });
          const rtp = changed && valid ? liveRtp(game, market.key, units as number[]) : null;
          return { market, values, units, valid, changed, rtp };
        });

  const groups = [...new Set(rows.map((r) => r.market.group))];
  const activeTab = groups.includes(tab) ? tab : (groups[0] ?? '');
  const changed = rows.filter((r) => r.changed);
  const invalid = changed.filter((r) => !r.valid);
  const over = changed.filter((r) => r.rtp !== null && r.rtp > 1);

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (changed.length === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed.length]);

  const label = (key: string) => marketLabel(t, key);
  const tableName = room ? t('admin.odds.tableRoom', { room: room.name }) : t('admin.odds.tableLottery');
  const oddsText = (values: readonly string[]) => values.join(' / ');
  const rtpText = (rtp: number) => percent.format(rtp);

  function edit(key: string, index: number, value: string, current: string[]) {
    setNotice('');
    setFailure(null);
    setDrafts((previous) => {
      const values = [...(previous[key] ?? current)];
      values[index] = value;
      return { ...previous, [key]: values };
    });
  }

  function review() {
    setFailure(null);
    setNotice('');
    if (changed.length === 0) {
      setFailure(t('admin.odds.noChanges'));
      return;
    }
    if (invalid.length > 0) {
      setFailure(t('admin.odds.fixInvalid'));
      const first = invalid[0];
      if (first) setTab(first.market.group);
      return;
    }
    setConfirming(true);
  }

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      const body = {
        ...(roomId === null ? {} : { roomId }),
        odds: changed.map((r) => {
          const values = (r.units as number[]).map(formatOdds);
          return values.length === 3
            ? { key: r.market.key, odds: values[0] ?? '', oddsByCount: values }
            : { key: r.market.key, odds: values[0] ?? '' };
        }),
        ...(force ? { force: true } : {}),
      };
      const view = await adminApi<OddsView>(`/lotteries/${lotteryId}/odds`, { method: 'PUT', body });
      await odds.mutate(view, { revalidate: false });
      setDrafts({});
      setForce(false);
      setConfirming(false);
      setNotice(t('admin.odds.saved', { version: view.version }));
    } catch (error) {
      setConfirming(false);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: groups.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // Arrow keys follow the visual order, which mirrors in right-to-left pages.
    const rtl =
      document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const next = (index + (rtl ? -step : step) + groups.length) % groups.length;
    const group = groups[next];
    if (group) {
      setTab(group);
      document.getElementById(`odds-tab-${group}`)?.focus();
    }
  }

  const loading = (!odds.data && odds.isLoading) || (!lotteries.data && lotteries.isLoading);
  const loadError = (odds.data ? null : odds.error) ?? (lotteries.data ? null : lotteries.error);
  const notFound =
    (lotteries.data && (!lottery || (roomId !== null && !room))) ||
    (odds.error instanceof ApiError && odds.error.code === 'NOT_FOUND');

  // Refused keys come back as `fields` {key: "RTP 104.00%"}; bad values as `odds.<i>.odds`.
  const serverFields = failure instanceof ApiError ? failure.fields : {};
  const refused = Object.entries(serverFields).filter(([key]) => !key.startsWith('odds.'));
  const badIndexes = new Set(
    Object.keys(serverFields)
      .map((key) => /^odds\.(\d+)\./.exec(key)?.[1])
      .filter((i): i is string => i !== undefined)
      .map(Number),
  );
  const serverErrors = new Map<string, string>([
    ...changed
      .filter((_, i) => badIndexes.has(i))
      .map((r) => [r.market.key, t('admin.odds.oddsInvalid')] as const),
    ...refused.map(([key, why]) => [key, t('admin.odds.refusedRow', { why })] as const),
  ]);

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
          t={t}
          isLoading={loading}
          slow={odds.slow || lotteries.slow}
          error={loadError}
          onRetry={() => {
            void odds.mutate();
            void lotteries.mutate();
          }}
        >
          {lottery && odds.data && game && (
            <>
              <header className="console-odds-head">
                <h2>
                  {lottery.name} · {tableName}
                </h2>
                <p className="muted">
                  {t('admin.odds.version', { version: formatNumberForLocale(locale, odds.data.version) })}
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
                      <a
                        href={oddsHref(lottery.id, r.id)}
                        aria-current={r.id === roomId ? 'page' : undefined}
                      >
                        {t('admin.odds.tableRoom', { room: r.name })}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <p className="muted">{room ? t('admin.odds.roomNote') : t('admin.odds.lotteryNote')}</p>
              {!isAdmin && <p className="notice">{t('admin.odds.readOnly')}</p>}
              <div role="status">{notice && <p className="notice">{notice}</p>}</div>

              <div className="console-tabs" role="tablist" aria-label={t('admin.odds.groups')}>
                {groups.map((group, index) => {
                  const count = changed.filter((r) => r.market.group === group).length;
                  return (
                    <button
                      key={group}
                      id={`odds-tab-${group}`}
                      type="button"
                      role="tab"
                      aria-selected={group === activeTab}
                      aria-controls="odds-panel"
                      tabIndex={group === activeTab ? 0 : -1}
                      onClick={() => setTab(group)}
                      onKeyDown={(e) => onTabKey(e, index)}
                    >
                      {groupLabel(t, group)}
                      {count > 0 && (
                        <span className="badge badge-warn console-tab-count">
                          {t('admin.odds.changedCount', { count })}
                        </span>
                      )}
                    </button>
                  );
                })}
              </div>
              <div id="odds-panel" role="tabpanel" aria-labelledby={`odds-tab-${activeTab}`}>
                <div className="table-scroll">
                  <table className="data console-odds">
                    <thead>
                      <tr>
                        <th scope="col">{t('admin.odds.selection')}</th>
                        <th scope="col">{t('admin.odds.key')}</th>
                        <th scope="col" className="num">
                          {t('admin.odds.current')}
                        </th>
                        <th scope="col" className="num">
                          {t('admin.odds.currentRtp')}
                        </th>
                        {isAdmin && (
                          <>
                            <th scope="col">{t('admin.odds.newOdds')}</th>
                            <th scope="col" className="num">
                              {t('admin.odds.newRtp')}
                            </th>
                          </>
                        )}
                      </tr>
                    </thead>
                    <tbody>
                      {rows
                        .filter((r) => r.market.group === activeTab)
                        .map((row) => (
                          <OddsRow
                            key={row.market.key}
                            t={t}
                            row={row}
                            rowLabel={label(row.market.key)}
                            isAdmin={isAdmin}
                            hydrated={hydrated}
                            serverError={serverErrors.get(row.market.key)}
                            rtpText={rtpText}
                            onEdit={edit}
                          />
                        ))}
                    </tbody>
                  </table>
                </div>
              </div>

              {isAdmin && (
                <div className="card console-savebar">
                  <p className="console-savebar-count" aria-live="polite">
                    {t('admin.odds.changes', { count: changed.length })}
                    {over.length > 0 && (
                      <strong className="console-over">
                        {' '}
                        · {t('admin.odds.overWarning', { count: over.length })}
                      </strong>
                    )}
                  </p>
                  <label className="check" htmlFor="odds-force">
                    <input
                      id="odds-force"
                      type="checkbox"
                      checked={force}
                      aria-describedby="odds-force-warning"
                      onChange={(e) => setForce(e.target.checked)}
                    />
                    <span>{t('admin.odds.force')}</span>
                  </label>
                  <div className="actions-cell">
                    <button
                      type="button"
                      className="button button-brand"
                      disabled={!hydrated || busy}
                      onClick={review}
                    >
                      {t('admin.odds.save')}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={!hydrated || busy || changed.length === 0}
                      onClick={() => {
                        setDrafts({});
                        setFailure(null);
                      }}
                    >
                      {t('admin.odds.reset')}
                    </button>
                  </div>
                  <p id="odds-force-warning" className="notice console-small">
                    {t('admin.odds.forceWarning')}
                  </p>
                  {!confirming && failure !== null && (
                    <div className="console-savebar-error">
                      <Failure t={t} error={failure} />
                      {refused.length > 0 && (
                        <div className="notice notice-danger console-small">
                          <p>{t('admin.odds.refusedKeys')}</p>
                          <ul>
                            {refused.map(([key, why]) => (
                              <li key={key}>
                                {label(key)} ({key}): {why}
                              </li>
                            ))}
                          </ul>
                        </div>
                      )}
                    </div>
                  )}
                </div>
              )}
              {!isAdmin && <Failure t={t} error={failure} />}

              {confirming && (
                <Dialog
                  open
                  title={t('admin.odds.confirmTitle', { count: changed.length })}
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
                      <button type="button" className="button button-brand" disabled={busy} onClick={save}>
                        {t('admin.odds.confirmSave')}
                      </button>
                    </>
                  }
                >
                  <p>{t('admin.odds.confirmBody', { lottery: lottery.name, table: tableName })}</p>
                  <ul className="console-changes">
                    {changed.map((r) => (
                      <li
                        key={r.market.key}
                        className={r.rtp !== null && r.rtp > 1 ? 'console-over' : undefined}
                      >
                        {t('admin.odds.confirmLine', {
                          label: label(r.market.key),
                          before: oddsText(currentValues(r.market)),
                          after: oddsText((r.units as number[]).map(formatOdds)),
                          rtp: r.rtp === null ? '—' : rtpText(r.rtp),
                        })}
                      </li>
                    ))}
                  </ul>
                  {over.length > 0 && (
                    <p className="notice notice-danger">
                      {force ? t('admin.odds.confirmForce') : t('admin.odds.confirmRefuse')}
                    </p>
                  )}
                  <Failure t={t} error={failure} />
                </Dialog>
              )}
            </>
          )}
        </StateView>
      )}
    </div>
  );
}
