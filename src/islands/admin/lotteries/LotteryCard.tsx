/**
 * One lottery's card: its interval, close lead and on/off switch (editable by admins, from the
 * next round), the link to its odds, and its rooms.
 */
import { useState } from 'react';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { formatNumberForLocale } from '#i18n/format.ts';
import { Field } from '#islands/common/Field.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { Failure, fieldText } from '../kit/errors.tsx';
import { Choice, FormAction } from '../kit/fields.tsx';
import { oddsHref } from '../kit/views.tsx';
import { DataTable, num, unseen } from '../kit/DataTable.tsx';
import type { AdminLottery } from '#shared/contract/gamesAdmin.ts';
import { ConfirmSaveDialog, type Change } from './ConfirmSaveDialog.tsx';
import { RoomRow } from './RoomRow.tsx';
import { LocalNamesForm } from './LocalNamesForm.tsx';
import { chipsHintId } from './roomDraft.ts';
import { useConfirmedSave, type ConfirmedSave, type FormErrors } from './useConfirmedSave.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

interface CardProps {
  lottery: AdminLottery;
  isAdmin: boolean;
  onSaved: (notice: string) => Promise<void>;
}

interface LotteryDraft {
  interval: string;
  lead: string;
  enabled: boolean;
}

/** The texts of a card: "N seconds" and "On"/"Off". */
function textsOf(t: T, locale: string) {
  return {
    seconds: (n: number) => t('admin.lotteries.seconds', { n: formatNumberForLocale(locale, n) }),
    onOff: (on: boolean) => (on ? t('admin.lotteries.enabledOn') : t('admin.lotteries.enabledOff')),
  };
}

function lotteryChanges(t: T, locale: string, lottery: AdminLottery, d: LotteryDraft): Change[] {
  const { seconds, onOff } = textsOf(t, locale);
  const changes: Change[] = [];
  if (Number(d.interval) !== lottery.intervalSeconds)
    changes.push({
      label: t('admin.lotteries.interval'),
      before: seconds(lottery.intervalSeconds),
      after: seconds(Number(d.interval)),
    });
  if (Number(d.lead) !== lottery.closeBeforeDrawSeconds)
    changes.push({
      label: t('admin.lotteries.closeLead'),
      before: seconds(lottery.closeBeforeDrawSeconds),
      after: seconds(Number(d.lead)),
    });
  if (d.enabled !== lottery.enabled)
    changes.push({
      label: t('admin.lotteries.enabled'),
      before: onOff(lottery.enabled),
      after: onOff(d.enabled),
    });
  return changes;
}

function checkLottery(t: T, { interval, lead }: LotteryDraft): FormErrors {
  const next: FormErrors = {};
  const i = Number(interval);
  const l = Number(lead);
  if (!/^\d+$/.test(interval) || i < 10 || i > 86_400) next.interval = t('admin.lotteries.intervalInvalid');
  if (!/^\d+$/.test(lead) || (!next.interval && l >= i)) next.lead = t('admin.lotteries.closeLeadInvalid');
  return next;
}

/** The PUT body: only what changed. */
function lotteryBody(lottery: AdminLottery, { interval, lead, enabled }: LotteryDraft) {
  return {
    ...(Number(interval) !== lottery.intervalSeconds ? { intervalSeconds: Number(interval) } : {}),
    ...(Number(lead) !== lottery.closeBeforeDrawSeconds ? { closeBeforeDrawSeconds: Number(lead) } : {}),
    ...(enabled !== lottery.enabled ? { enabled } : {}),
  };
}

export function LotteryCard(props: CardProps) {
  const locale = useLocale();
  const t = useT();
  const { lottery, isAdmin } = props;
  const [draft, setDraft] = useState<LotteryDraft>({
    interval: String(lottery.intervalSeconds),
    lead: String(lottery.closeBeforeDrawSeconds),
    enabled: lottery.enabled,
  });
  const changes = lotteryChanges(t, locale, lottery, draft);
  const state = useConfirmedSave(t, {
    check: () => checkLottery(t, draft),
    changes: changes.length,
    call: async () => {
      await adminApi('PUT /lotteries/{lotteryId}', {
        params: { lotteryId: lottery.id },
        body: lotteryBody(lottery, draft),
      });
      return t('admin.lotteries.saved', { name: lottery.name });
    },
    fieldErrors: (fields) => ({
      interval: fieldText(t, fields.intervalSeconds),
      lead: fieldText(t, fields.closeBeforeDrawSeconds),
    }),
    onSaved: props.onSaved,
  });
  const { seconds } = textsOf(t, locale);

  return (
    <section className="card console-lottery" aria-labelledby={`lottery-${lottery.id}-title`}>
      <LotteryHead {...props} />
      {isAdmin ? (
        <LotteryForm lottery={lottery} draft={draft} setDraft={setDraft} state={state} />
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
      {!state.confirming && <Failure error={state.failure} />}

      <RoomsTable {...props} />
      <LocalNamesForm lottery={lottery} isAdmin={isAdmin} onSaved={props.onSaved} />

      {state.confirming && (
        <ConfirmSaveDialog
          title={t('admin.lotteries.confirmTitle', { name: lottery.name })}
          confirmLabel={t('admin.lotteries.save')}
          state={state}
          changes={changes}
        >
          <p>{t('admin.lotteries.confirmNext')}</p>
          {!draft.enabled && lottery.enabled && (
            <p className="notice notice-danger">
              {t('admin.lotteries.confirmDisable', { name: lottery.name })}
            </p>
          )}
        </ConfirmSaveDialog>
      )}
    </section>
  );
}

function LotteryHead({ lottery, isAdmin }: CardProps) {
  const locale = useLocale();
  const t = useT();
  return (
    <header className="console-lottery-head">
      <h2 id={`lottery-${lottery.id}-title`}>
        {lottery.name}
        {/* The game only when the name does not already say it (e.g. a "1-minute Lotto 10"). */}
        {lottery.name !== t(`game.${lottery.game}`) && (
          <span className="muted"> · {t(`game.${lottery.game}`)}</span>
        )}
      </h2>
      <span className={lottery.enabled ? 'badge badge-good' : 'badge badge-bad'}>
        {textsOf(t, locale).onOff(lottery.enabled)}
      </span>
      <a className="button button-secondary button-small" href={oddsHref(lottery.id)}>
        {isAdmin ? t('admin.lotteries.editOdds') : t('admin.lotteries.viewOdds')}
      </a>
    </header>
  );
}

/** The draft's timings in seconds, each with the key of its label and hint (`…Hint`). */
const TIMINGS = [
  ['interval', 'interval'],
  ['lead', 'closeLead'],
] as const;

/** An admin's form: interval, close lead, on/off and Save. */
function LotteryForm({
  lottery,
  draft,
  setDraft,
  state,
}: {
  lottery: AdminLottery;
  draft: LotteryDraft;
  setDraft: (update: (d: LotteryDraft) => LotteryDraft) => void;
  state: ConfirmedSave;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const idBase = `lottery-${lottery.id}`;
  return (
    <form
      className="console-form-row"
      onSubmit={(event) => {
        event.preventDefault();
        state.review();
      }}
      noValidate
    >
      {TIMINGS.map(([name, text]) => (
        <Field
          key={name}
          id={`${idBase}-${name}`}
          label={t(`admin.lotteries.${text}`)}
          hint={t(`admin.lotteries.${text}Hint`)}
          inputMode="numeric"
          value={draft[name]}
          onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value.trim() }))}
          error={state.errors[name]}
        />
      ))}
      <Choice
        id={`${idBase}-enabled`}
        className="console-check"
        checked={draft.enabled}
        onChange={(e) => setDraft((d) => ({ ...d, enabled: e.target.checked }))}
        label={t('admin.lotteries.enabled')}
      />
      <FormAction label={t('admin.lotteries.save')} disabled={!hydrated || state.busy} />
    </form>
  );
}

function RoomsTable({ lottery, isAdmin, onSaved }: CardProps) {
  const t = useT();
  return (
    <>
      <h3 className="console-subtitle">{t('admin.lotteries.rooms')}</h3>
      <DataTable
        columns={[
          t('admin.lotteries.roomName'),
          num(t('admin.lotteries.minBet')),
          num(t('admin.lotteries.balanceRequirement')),
          num(t('admin.lotteries.betLimit')),
          t('admin.lotteries.stakeChips'),
          unseen(t('admin.lotteries.actions')),
        ]}
      >
        {lottery.rooms.map((room) => (
          <RoomRow key={room.id} room={room} isAdmin={isAdmin} onSaved={onSaved} />
        ))}
      </DataTable>
      {isAdmin && (
        <p id={chipsHintId(lottery.id)} className="muted console-small console-table-note">
          {t('admin.lotteries.stakeChipsHint')}
        </p>
      )}
    </>
  );
}
