/**
 * Parts of the lotteries page: one room's row (its rules, editable by admins, with the link to
 * its odds) and the list of changes a confirmation shows.
 */
import { useState } from 'react';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { parseMoney } from '#shared/money.ts';
import { Dialog } from '../common/Dialog.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { Failure, fieldsOf, fieldText } from './kit/errors.tsx';
import { oddsHref } from './kit/views.tsx';
import type { AdminRoom } from './kit/apiTypes.ts';

export interface Change {
  label: string;
  before: string;
  after: string;
}

export function ChangeList({ t, changes }: { t: T; changes: Change[] }) {
  return (
    <ul className="console-changes">
      {changes.map((c) => (
        <li key={c.label}>
          {t('admin.lotteries.change', { field: c.label, before: c.before, after: c.after })}
        </li>
      ))}
    </ul>
  );
}

export function RoomRow({
  t,
  locale,
  room,
  isAdmin,
  onSaved,
}: {
  t: T;
  locale: string;
  room: AdminRoom;
  isAdmin: boolean;
  onSaved: (notice: string) => Promise<void>;
}) {
  const hydrated = useHydrated();
  const [name, setName] = useState(room.name);
  const [minBet, setMinBet] = useState(room.minBet);
  const [balance, setBalance] = useState(room.balanceRequirement);
  const [limit, setLimit] = useState(room.betLimit);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  const idBase = `room-${room.id}`;

  const oddsLink = (
    <a href={oddsHref(room.lotteryId, room.id)}>
      {t('admin.lotteries.roomOdds')}
      <span className="visually-hidden"> · {room.name}</span>
    </a>
  );

  if (!isAdmin) {
    return (
      <tr>
        <th scope="row">{room.name}</th>
        <td className="num">{money(room.minBet)}</td>
        <td className="num">{money(room.balanceRequirement)}</td>
        <td className="num">{money(room.betLimit)}</td>
        <td>{oddsLink}</td>
      </tr>
    );
  }

  // Compared in cents, so "10" and "10.00" are the same amount.
  const same = (a: string, b: string) => parseMoney(a) !== null && parseMoney(a) === parseMoney(b);
  const changes: Change[] = [];
  if (name.trim() !== room.name)
    changes.push({ label: t('admin.lotteries.roomName'), before: room.name, after: name.trim() });
  if (!same(minBet, room.minBet))
    changes.push({ label: t('admin.lotteries.minBet'), before: money(room.minBet), after: money(minBet) });
  if (!same(balance, room.balanceRequirement))
    changes.push({
      label: t('admin.lotteries.balanceRequirement'),
      before: money(room.balanceRequirement),
      after: money(balance),
    });
  if (!same(limit, room.betLimit))
    changes.push({ label: t('admin.lotteries.betLimit'), before: money(room.betLimit), after: money(limit) });

  function review() {
    const next: Record<string, string | undefined> = {};
    const min = parseMoney(minBet);
    const max = parseMoney(limit);
    if (!name.trim() || name.trim().length > 60) next.name = t('admin.lotteries.nameInvalid');
    if (min === null || min <= 0n) next.minBet = t('admin.lotteries.moneyPositive');
    if (parseMoney(balance) === null) next.balance = t('admin.lotteries.moneyInvalid');
    if (max === null || max <= 0n) next.limit = t('admin.lotteries.moneyPositive');
    else if (min !== null && min > max) next.limit = t('admin.lotteries.limitBelowMin');
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
      await adminApi(`/lotteries/${room.lotteryId}/rooms/${room.id}`, {
        method: 'PUT',
        body: { name: name.trim(), minBet, balanceRequirement: balance, betLimit: limit },
      });
      setConfirming(false);
      await onSaved(t('admin.lotteries.roomSaved', { name: name.trim() }));
    } catch (error) {
      const fields = fieldsOf(error);
      setErrors({
        name: fieldText(t, fields.name),
        minBet: fieldText(t, fields.minBet),
        balance: fieldText(t, fields.balanceRequirement),
        limit: fieldText(t, fields.betLimit),
      });
      setConfirming(false);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const cell = (field: string, label: string, value: string, set: (v: string) => void, numeric: boolean) => (
    <div className={`console-cell-input${errors[field] ? ' field-invalid' : ''}`}>
      <label className="visually-hidden" htmlFor={`${idBase}-${field}`}>
        {`${label} · ${room.name}`}
      </label>
      <input
        id={`${idBase}-${field}`}
        value={value}
        inputMode={numeric ? 'decimal' : undefined}
        className={numeric ? 'num' : undefined}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${idBase}-${field}-error` : undefined}
        onChange={(e) => set(e.target.value)}
      />
      {errors[field] && (
        <p id={`${idBase}-${field}-error`} className="field-error">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <tr>
      <th scope="row">{cell('name', t('admin.lotteries.roomName'), name, setName, false)}</th>
      <td>{cell('minBet', t('admin.lotteries.minBet'), minBet, (v) => setMinBet(v.trim()), true)}</td>
      <td>
        {cell('balance', t('admin.lotteries.balanceRequirement'), balance, (v) => setBalance(v.trim()), true)}
      </td>
      <td>{cell('limit', t('admin.lotteries.betLimit'), limit, (v) => setLimit(v.trim()), true)}</td>
      <td>
        <div className="actions-cell">
          <button
            type="button"
            className="button button-brand button-small"
            disabled={!hydrated || busy}
            onClick={review}
          >
            {t('admin.lotteries.saveRoom')}
            <span className="visually-hidden"> · {room.name}</span>
          </button>
          {oddsLink}
        </div>
        {!confirming && <Failure t={t} error={failure} />}
        {confirming && (
          <Dialog
            open
            title={t('admin.lotteries.roomConfirmTitle', { name: room.name })}
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
                  {t('admin.lotteries.saveRoom')}
                </button>
              </>
            }
          >
            <ChangeList t={t} changes={changes} />
            <p>{t('admin.lotteries.roomConfirmBody')}</p>
            <Failure t={t} error={failure} />
          </Dialog>
        )}
      </td>
    </tr>
  );
}
