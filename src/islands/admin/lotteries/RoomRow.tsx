/** One room's row: its rules, editable by admins, with the link to its odds. */
import { useState } from 'react';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { parseMoney } from '#shared/money.ts';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { Failure, fieldText } from '../kit/errors.tsx';
import { oddsHref } from '../kit/views.tsx';
import type { AdminRoom } from '#shared/contract/gamesAdmin.ts';
import { ConfirmSaveDialog, type Change } from './ConfirmSaveDialog.tsx';
import { useConfirmedSave, type FormErrors } from './useConfirmedSave.ts';

interface RowProps {
  t: T;
  locale: string;
  room: AdminRoom;
  isAdmin: boolean;
  onSaved: (notice: string) => Promise<void>;
}

interface RoomDraft {
  name: string;
  minBet: string;
  balance: string;
  limit: string;
}

// Compared in cents, so "10" and "10.00" are the same amount.
const same = (a: string, b: string) => parseMoney(a) !== null && parseMoney(a) === parseMoney(b);

function roomChanges(t: T, money: (amount: string) => string, room: AdminRoom, d: RoomDraft): Change[] {
  const changes: Change[] = [];
  if (d.name.trim() !== room.name)
    changes.push({ label: t('admin.lotteries.roomName'), before: room.name, after: d.name.trim() });
  if (!same(d.minBet, room.minBet))
    changes.push({ label: t('admin.lotteries.minBet'), before: money(room.minBet), after: money(d.minBet) });
  if (!same(d.balance, room.balanceRequirement))
    changes.push({
      label: t('admin.lotteries.balanceRequirement'),
      before: money(room.balanceRequirement),
      after: money(d.balance),
    });
  if (!same(d.limit, room.betLimit))
    changes.push({
      label: t('admin.lotteries.betLimit'),
      before: money(room.betLimit),
      after: money(d.limit),
    });
  return changes;
}

function checkRoom(t: T, { name, minBet, balance, limit }: RoomDraft): FormErrors {
  const next: FormErrors = {};
  const min = parseMoney(minBet);
  const max = parseMoney(limit);
  if (!name.trim() || name.trim().length > 60) next.name = t('admin.lotteries.nameInvalid');
  if (min === null || min <= 0n) next.minBet = t('admin.lotteries.moneyPositive');
  if (parseMoney(balance) === null) next.balance = t('admin.lotteries.moneyInvalid');
  if (max === null || max <= 0n) next.limit = t('admin.lotteries.moneyPositive');
  else if (min !== null && min > max) next.limit = t('admin.lotteries.limitBelowMin');
  return next;
}

function OddsLink({ t, room }: { t: T; room: AdminRoom }) {
  return (
    <a href={oddsHref(room.lotteryId, room.id)}>
      {t('admin.lotteries.roomOdds')}
      <span className="visually-hidden"> · {room.name}</span>
    </a>
  );
}

export function RoomRow(props: RowProps) {
  const { t, locale, room } = props;
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  if (!props.isAdmin) {
    return (
      <tr>
        <th scope="row">{room.name}</th>
        <td className="num">{money(room.minBet)}</td>
        <td className="num">{money(room.balanceRequirement)}</td>
        <td className="num">{money(room.betLimit)}</td>
        <td>
          <OddsLink t={t} room={room} />
        </td>
      </tr>
    );
  }
  return <RoomEditRow {...props} />;
}

/** An admin's row: each rule in an input, Save with its confirmation, the odds link. */
function RoomEditRow({ t, locale, room, onSaved }: RowProps) {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<RoomDraft>({
    name: room.name,
    minBet: room.minBet,
    balance: room.balanceRequirement,
    limit: room.betLimit,
  });
  const changes = roomChanges(t, (amount) => formatMoneyForLocale(locale, amount), room, draft);
  const state = useConfirmedSave(t, {
    check: () => checkRoom(t, draft),
    changes: changes.length,
    call: async () => {
      const { name, minBet, balance, limit } = draft;
      await adminApi(`/lotteries/${room.lotteryId}/rooms/${room.id}`, {
        method: 'PUT',
        body: { name: name.trim(), minBet, balanceRequirement: balance, betLimit: limit },
      });
      return t('admin.lotteries.roomSaved', { name: name.trim() });
    },
    fieldErrors: (fields) => ({
      name: fieldText(t, fields.name),
      minBet: fieldText(t, fields.minBet),
      balance: fieldText(t, fields.balanceRequirement),
      limit: fieldText(t, fields.betLimit),
    }),
    onSaved,
  });
  const cell = (field: keyof RoomDraft, label: string, numeric: boolean) => (
    <RoomInput
      {...{ field, label, numeric, room }}
      value={draft[field]}
      error={state.errors[field]}
      onChange={(v) => setDraft((d) => ({ ...d, [field]: numeric ? v.trim() : v }))}
    />
  );

  return (
    <tr>
      <th scope="row">{cell('name', t('admin.lotteries.roomName'), false)}</th>
      <td>{cell('minBet', t('admin.lotteries.minBet'), true)}</td>
      <td>{cell('balance', t('admin.lotteries.balanceRequirement'), true)}</td>
      <td>{cell('limit', t('admin.lotteries.betLimit'), true)}</td>
      <td>
        <div className="actions-cell">
          <button
            type="button"
            className="button button-brand button-small"
            disabled={!hydrated || state.busy}
            onClick={state.review}
          >
            {t('admin.lotteries.saveRoom')}
            <span className="visually-hidden"> · {room.name}</span>
          </button>
          <OddsLink t={t} room={room} />
        </div>
        {!state.confirming && <Failure t={t} error={state.failure} />}
        {state.confirming && (
          <ConfirmSaveDialog
            t={t}
            title={t('admin.lotteries.roomConfirmTitle', { name: room.name })}
            confirmLabel={t('admin.lotteries.saveRoom')}
            state={state}
            changes={changes}
          >
            <p>{t('admin.lotteries.roomConfirmBody')}</p>
          </ConfirmSaveDialog>
        )}
      </td>
    </tr>
  );
}

/** One rule's input in the row, labelled for screen readers, with its error. */
function RoomInput({
  field,
  label,
  numeric,
  room,
  value,
  error,
  onChange,
}: {
  field: string;
  label: string;
  numeric: boolean;
  room: AdminRoom;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `room-${room.id}-${field}`;
  return (
    <div className={`console-cell-input${error ? ' field-invalid' : ''}`}>
      <label className="visually-hidden" htmlFor={id}>
        {`${label} · ${room.name}`}
      </label>
      <input
        id={id}
        value={value}
        inputMode={numeric ? 'decimal' : undefined}
        className={numeric ? 'num' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
