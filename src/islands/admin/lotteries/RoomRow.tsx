/** One room's row: its rules and stake chips, editable by admins, with the link to its odds. */
import { useState } from 'react';
import { adminApi } from '#client/staffSession.ts';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { Failure } from '../kit/errors.tsx';
import { oddsHref } from '../kit/views.tsx';
import type { AdminRoom } from '#shared/contract/gamesAdmin.ts';
import { ConfirmSaveDialog } from './ConfirmSaveDialog.tsx';
import { useConfirmedSave } from './useConfirmedSave.ts';
import {
  checkRoom,
  chipsHintId,
  chipsText,
  draftOf,
  roomBody,
  roomChanges,
  roomFieldErrors,
  type RoomDraft,
} from './roomDraft.ts';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';

interface RowProps {
  room: AdminRoom;
  isAdmin: boolean;
  onSaved: (notice: string) => Promise<void>;
}

function OddsLink({ room }: { room: AdminRoom }) {
  const t = useT();
  return (
    <a href={oddsHref(room.lotteryId, room.id)}>
      {t('admin.lotteries.roomOdds')}
      <span className="visually-hidden"> · {room.name}</span>
    </a>
  );
}

export function RoomRow(props: RowProps) {
  const locale = useLocale();
  const { room } = props;
  const money = useMoney();
  if (!props.isAdmin) {
    return (
      <tr>
        <th scope="row">{room.name}</th>
        <td className="num">{money(room.minBet)}</td>
        <td className="num">{money(room.balanceRequirement)}</td>
        <td className="num">{money(room.betLimit)}</td>
        <td className="console-chips">{chipsText(locale, room.stakeChips)}</td>
        <td>
          <OddsLink room={room} />
        </td>
      </tr>
    );
  }
  return <RoomEditRow {...props} />;
}

/** How an input of the row reads what is typed: a name, an amount, a list of amounts. */
type InputKind = 'text' | 'money' | 'list';

/** An admin's row: each rule in an input, Save with its confirmation, the odds link. */
function RoomEditRow({ room, onSaved }: RowProps) {
  const locale = useLocale();
  const t = useT();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<RoomDraft>(() => draftOf(room));
  const changes = roomChanges(t, locale, room, draft);
  const state = useConfirmedSave(t, {
    check: () => checkRoom(t, locale, draft),
    changes: changes.length,
    call: async () => {
      const body = roomBody(draft, locale);
      await adminApi('PUT /lotteries/{lotteryId}/rooms/{roomId}', {
        params: { lotteryId: room.lotteryId, roomId: room.id },
        body,
      });
      return t('admin.lotteries.roomSaved', { name: body.name });
    },
    fieldErrors: (fields) => roomFieldErrors(t, fields),
    onSaved,
  });
  const cell = (field: keyof RoomDraft, label: string, kind: InputKind) => (
    <RoomInput
      {...{ field, label, kind, room }}
      value={draft[field]}
      error={state.errors[field]}
      // Amounts lose stray spaces as they are typed; names and chip lists keep theirs.
      onChange={(v) => setDraft((d) => ({ ...d, [field]: kind === 'money' ? v.trim() : v }))}
    />
  );

  return (
    <tr>
      <th scope="row">{cell('name', t('admin.lotteries.roomName'), 'text')}</th>
      <td>{cell('minBet', t('admin.lotteries.minBet'), 'money')}</td>
      <td>{cell('balance', t('admin.lotteries.balanceRequirement'), 'money')}</td>
      <td>{cell('limit', t('admin.lotteries.betLimit'), 'money')}</td>
      <td>{cell('chips', t('admin.lotteries.stakeChips'), 'list')}</td>
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
          <OddsLink room={room} />
        </div>
        {!state.confirming && <Failure error={state.failure} />}
        {state.confirming && (
          <ConfirmSaveDialog
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

/** One rule's input in the row, labelled for screen readers, with its error (and the chips' hint). */
function RoomInput({
  field,
  label,
  kind,
  room,
  value,
  error,
  onChange,
}: {
  field: string;
  label: string;
  kind: InputKind;
  room: AdminRoom;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `room-${room.id}-${field}`;
  const describedBy = [kind === 'list' ? chipsHintId(room.lotteryId) : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const className = ['console-cell-input', kind === 'list' && 'console-chips-input', error && 'field-invalid']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label className="visually-hidden" htmlFor={id}>
        {`${label} · ${room.name}`}
      </label>
      <input
        id={id}
        value={value}
        // A list needs the space and the semicolon, which a decimal keypad lacks.
        inputMode={kind === 'money' ? 'decimal' : undefined}
        className={kind === 'money' ? 'num' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
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
