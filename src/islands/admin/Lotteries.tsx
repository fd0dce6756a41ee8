/**
 * Lotteries and their rooms: a lottery's interval, close lead and on/off switch (from the next
 * round), a room's name, minimum bet, balance requirement and bet limit, and links to the odds
 * editor. Only admins edit; other roles read.
 */
import { useState, type SubmitEvent } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatNumberForLocale } from '#i18n/format.ts';
import { Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { Failure, fieldsOf, fieldText } from './kit/errors.tsx';
import { gateView, useStaffGate } from './kit/gate.tsx';
import { useAdminData } from './kit/data.ts';
import { oddsHref } from './kit/views.tsx';
import type { AdminLottery } from './kit/apiTypes.ts';
import { ChangeList, RoomRow, type Change } from './RoomRow.tsx';
import './console.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

export default function Lotteries({ messages, locale }: Props) {
  const t = makeT(messages);
  const gate = useStaffGate('lotteries');
  return gateView(t, gate) ?? <LotteriesPage t={t} locale={locale} isAdmin={gate.isAdmin} />;
}

function LotteriesPage({ t, locale, isAdmin }: { t: T; locale: string; isAdmin: boolean }) {
  const list = useAdminData<AdminLottery[]>(['/lotteries']);
  const [notice, setNotice] = useState('');
  const saved = async (text: string) => {
    setNotice(text);
    await list.mutate();
  };
  return (
    <StateView
      t={t}
      isLoading={!list.data && list.isLoading}
      slow={list.slow}
      error={list.data ? null : list.error}
      empty={list.data?.length === 0}
      onRetry={() => void list.mutate()}
    >
      <div className="stack">
        <p className="muted">{isAdmin ? t('admin.lotteries.intro') : t('admin.lotteries.readOnly')}</p>
        <div role="status">{notice && <p className="notice">{notice}</p>}</div>
        {(list.data ?? []).map((lottery) => (
          <LotteryCard
            key={lottery.id}
            t={t}
            locale={locale}
            lottery={lottery}
            isAdmin={isAdmin}
            onSaved={saved}
          />
        ))}
      </div>
    </StateView>
  );
}

function LotteryCard({
  t,
  locale,
  lottery,
  isAdmin,
  onSaved,
}: {
  t: T;
  locale: string;
  lottery: AdminLottery;
  isAdmin: boolean;
  onSaved: (notice: string) => Promise<void>;
}) {
  const hydrated = useHydrated();
  const [interval, setIntervalText] = useState(String(lottery.intervalSeconds));
  const [lead, setLead] = useState(String(lottery.closeBeforeDrawSeconds));
  const [enabled, setEnabled] = useState(lottery.enabled);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const seconds = (n: number) => t('admin.lotteries.seconds', { n: formatNumberForLocale(locale, n) });
  const onOff = (on: boolean) => (on ? t('admin.lotteries.enabledOn') : t('admin.lotteries.enabledOff'));
  const idBase = `lottery-${lottery.id}`;

  const changes: Change[] = [];
  if (Number(interval) !== lottery.intervalSeconds)
    changes.push({
      label: t('admin.lotteries.interval'),
      before: seconds(lottery.intervalSeconds),
      after: seconds(Number(interval)),
    });
  if (Number(lead) !== lottery.closeBeforeDrawSeconds)
    changes.push({
      label: t('admin.lotteries.closeLead'),
      before: seconds(lottery.closeBeforeDrawSeconds),
      after: seconds(Number(lead)),
    });
  if (enabled !== lottery.enabled)
    changes.push({
      label: t('admin.lotteries.enabled'),
      before: onOff(lottery.enabled),
      after: onOff(enabled),
    });

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Record<string, string | undefined> = {};
    const i = Number(interval);
    const l = Number(lead);
    if (!/^\d+$/.test(interval) || i < 10 || i > 86_400) next.interval = t('admin.lotteries.intervalInvalid');
    if (!/^\d+$/.test(lead) || (!next.interval && l >= i)) next.lead = t('admin.lotteries.closeLeadInvalid');
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    if (changes.length === 0) {
      setFailure(t('admin.lotteries.noChanges'));
      return;
    }
    setConfirming(true);
  }

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      await adminApi(`/lotteries/${lottery.id}`, {
        method: 'PUT',
        body: {
          ...(Number(interval) !== lottery.intervalSeconds ? { intervalSeconds: Number(interval) } : {}),
          ...(Number(lead) !== lottery.closeBeforeDrawSeconds
            ? { closeBeforeDrawSeconds: Number(lead) }
            : {}),
          ...(enabled !== lottery.enabled ? { enabled } : {}),
        },
      });
      setConfirming(false);
      await onSaved(t('admin.lotteries.saved', { name: lottery.name }));
    } catch (error) {
      const fields = fieldsOf(error);
      setErrors({
        interval: fieldText(t, fields.intervalSeconds),
        lead: fieldText(t, fields.closeBeforeDrawSeconds),
      });
      setConfirming(false);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card console-lottery" aria-labelledby={`${idBase}-title`}>
      <header className="console-lottery-head">
        <h2 id={`${idBase}-title`}>
          {lottery.name}
          {/* The game only when the name does not already say it (e.g. a "1-minute Lotto 10"). */}
          {lottery.name !== t(`game.${lottery.game}`) && (
            <span className="muted"> · {t(`game.${lottery.game}`)}</span>
          )}
        </h2>
        <span className={lottery.enabled ? 'badge badge-good' : 'badge badge-bad'}>
          {onOff(lottery.enabled)}
        </span>
        <a className="button button-secondary button-small" href={oddsHref(lottery.id)}>
          {isAdmin ? t('admin.lotteries.editOdds') : t('admin.lotteries.viewOdds')}
        </a>
      </header>
      {isAdmin ? (
        <form className="console-form-row" onSubmit={review} noValidate>
          <Field
            id={`${idBase}-interval`}
            label={t('admin.lotteries.interval')}
            hint={t('admin.lotteries.intervalHint')}
            inputMode="numeric"
            value={interval}
            onChange={(e) => setIntervalText(e.target.value.trim())}
            error={errors.interval}
          />
          <Field
            id={`${idBase}-lead`}
            label={t('admin.lotteries.closeLead')}
            hint={t('admin.lotteries.closeLeadHint')}
            inputMode="numeric"
            value={lead}
            onChange={(e) => setLead(e.target.value.trim())}
            error={errors.lead}
          />
          <label className="check console-check" htmlFor={`${idBase}-enabled`}>
            <input
              id={`${idBase}-enabled`}
              type="checkbox"
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
            />
            <span>{t('admin.lotteries.enabled')}</span>
          </label>
          <div className="console-form-action">
            <button type="submit" className="button button-brand" disabled={!hydrated || busy}>
              {t('admin.lotteries.save')}
            </button>
          </div>
        </form>
      ) : (
        <dl className="console-facts">
          <div>
            <dt>{t('admin.lotteries.interval')}</dt>
            <dd>{seconds(lottery.intervalSeconds)}</dd>
          </div>
          <div>
            <dt>{t('admin.lotteries.closeLead')}</dt>
            <dd>{seconds(lottery.closeBeforeDrawSeconds)}</dd>
          </div>
        </dl>
      )}
      {isAdmin && <p className="muted console-small">{t('admin.lotteries.nextRound')}</p>}
      {!confirming && <Failure t={t} error={failure} />}

      <h3 className="console-subtitle">{t('admin.lotteries.rooms')}</h3>
      <div className="table-scroll">
        <table className="data">
          <thead>
            <tr>
              <th scope="col">{t('admin.lotteries.roomName')}</th>
              <th scope="col" className="num">
                {t('admin.lotteries.minBet')}
              </th>
              <th scope="col" className="num">
                {t('admin.lotteries.balanceRequirement')}
              </th>
              <th scope="col" className="num">
                {t('admin.lotteries.betLimit')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.lotteries.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lottery.rooms.map((room) => (
              <RoomRow key={room.id} t={t} locale={locale} room={room} isAdmin={isAdmin} onSaved={onSaved} />
            ))}
          </tbody>
        </table>
      </div>

      {confirming && (
        <Dialog
          open
          title={t('admin.lotteries.confirmTitle', { name: lottery.name })}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="button button-brand" disabled={busy} onClick={save}>
                {t('admin.lotteries.save')}
              </button>
            </>
          }
        >
          <ChangeList t={t} changes={changes} />
          <p>{t('admin.lotteries.confirmNext')}</p>
          {!enabled && lottery.enabled && (
            <p className="notice notice-danger">
              {t('admin.lotteries.confirmDisable', { name: lottery.name })}
            </p>
          )}
          <Failure t={t} error={failure} />
        </Dialog>
      )}
    </section>
  );
}
