/**
 * A customer's player protection for staff: the time-out or self-exclusion in force and every one
 * taken (from the customer's answer), then `GET /customers/{id}/protection` — the six deposit and
 * loss limits (the player's, the operator's, the one in force, a raise waiting, the period's
 * use), the reality-check interval, the operator's form (admin and support; finance reads), the
 * limits' change history and the recent refusals.
 */
import type { ComponentProps } from 'react';
import type { StaffMember } from '#client/staffSession.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import type { Block, Protection } from '#shared/contract/protection.ts';
import type { StaffProtection } from '#shared/contract/limits.ts';
import { SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { num, RowsTable } from '../kit/DataTable.tsx';
import { useAdminData } from '../kit/data.ts';
import { hasRole } from '../kit/gate.tsx';
import { RemoteView } from '../kit/RemoteView.tsx';
import { OperatorLimitsForm } from './OperatorLimitsForm.tsx';
import { LIMIT_ROWS, limitName } from './limitRows.ts';
import { TitledSection } from '#islands/common/TitledSection.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

interface Props {
  staff: StaffMember | null;
  userId: string;
  protection: Protection;
}

export function ProtectionSection({ staff, userId, protection }: Props) {
  const locale = useLocale();
  const t = useT();
  const remote = useAdminData('GET /customers/{userId}/protection', { params: { userId } });
  const dateTime = (iso: string | null) => (iso ? formatDateTimeForLocale(locale, iso) : '—');
  const money = (amount: string | null) =>
    amount === null ? t('admin.protection.none') : formatMoneyForLocale(locale, amount);
  return (
    <TitledSection id="customer-protection-title" title={t('admin.protection.title')} className="stack">
      <BlocksView protection={protection} dateTime={dateTime} />
      <RemoteView remote={remote}>
        {(data) => (
          <>
            <LimitsTable data={data} money={money} dateTime={dateTime} />
            <p data-reality-interval>
              {t('admin.protection.realityCheck', {
                interval:
                  data.realityCheckMinutes > 0
                    ? t('admin.protection.realityEvery', { minutes: data.realityCheckMinutes })
                    : t('admin.protection.realityOff'),
              })}
            </p>
            {hasRole(staff, SUPPORT_ROLES) ? (
              <OperatorLimitsForm
                userId={userId}
                data={data}
                onSaved={(next) => void remote.mutate(next, { revalidate: false })}
              />
            ) : (
              <p className="muted console-small">{t('admin.protection.readOnly')}</p>
            )}
            <ChangesTable data={data} money={money} dateTime={dateTime} />
            <HitsTable data={data} money={money} dateTime={dateTime} />
          </>
        )}
      </RemoteView>
    </TitledSection>
  );
}

type Money = (amount: string | null) => string;
type DateTime = (iso: string | null) => string;

/** The block in force, if any, and the history of time-outs and self-exclusions. */
function BlocksView({ protection, dateTime }: { protection: Protection; dateTime: DateTime }) {
  const t = useT();
  const kind = (block: Block) => t(`admin.protection.block.${block.kind}`);
  const { current, history } = protection;
  return (
    <>
      <p className={current ? 'notice notice-danger' : undefined} data-protection-current>
        {current
          ? t('admin.protection.inForce', { kind: kind(current), end: dateTime(current.endsAt) })
          : t('admin.protection.noBlock')}
      </p>
      <RowsTable
        caption={t('admin.protection.blocks')}
        captionShown
        className="console-compact"
        empty={t('admin.protection.noBlocks')}
        rows={history}
        rowKey={(block) => `${block.kind}-${block.startsAt}`}
        columns={[
          { head: t('admin.protection.blockKind'), cell: kind },
          { head: t('admin.protection.starts'), cell: (block) => dateTime(block.startsAt) },
          { head: t('admin.protection.ends'), cell: (block) => dateTime(block.endsAt) },
          {
            head: t('admin.protection.returnRequested'),
            cell: (block) => dateTime(block.returnRequestedAt),
          },
          { head: t('admin.protection.returned'), cell: (block) => dateTime(block.returnedAt) },
        ]}
      />
    </>
  );
}

interface TableProps {
  data: StaffProtection;
  money: Money;
  dateTime: DateTime;
}

/** The six limits: who set what, what holds, a raise waiting and the period's use. */
function LimitsTable({ data, money, dateTime }: TableProps) {
  const t = useT();
  const limitOf = ({ kind, period }: (typeof LIMIT_ROWS)[number]) => data.limits[kind][period];
  return (
    <RowsTable
      caption={t('admin.protection.limits')}
      captionShown
      className="console-compact"
      scrollClassName="protection-limits"
      rows={LIMIT_ROWS}
      rowKey={({ kind, period }) => `${kind}-${period}`}
      rowData={({ kind, period }) => ({ 'data-limit': `${kind}.${period}` })}
      columns={[
        {
          head: t('admin.protection.limit'),
          rowHeader: true,
          cell: ({ kind, period }) => limitName(t, kind, period),
        },
        { head: num(t('admin.protection.player')), cell: (row) => money(limitOf(row).playerAmount) },
        { head: num(t('admin.protection.operator')), cell: (row) => money(limitOf(row).operatorAmount) },
        {
          head: num(t('admin.protection.inForceCol')),
          className: 'strong',
          cell: (row) => money(limitOf(row).amount),
        },
        {
          head: t('admin.protection.pending'),
          cell: (row) => {
            const { pending } = limitOf(row);
            return pending
              ? t('admin.protection.pendingText', {
                  amount: money(pending.amount),
                  time: dateTime(pending.confirmableAt),
                })
              : '—';
          },
        },
        { head: num(t('admin.protection.used')), cell: (row) => money(limitOf(row).used) },
      ]}
    />
  );
}

/**
 * A table of the section's history (changes, refusals): its caption shown, compact, a line when
 * empty; its rows have no ID of their own, so they are keyed by place.
 */
function HistoryTable<Row>(
  props: Pick<ComponentProps<typeof RowsTable<Row>>, 'caption' | 'empty' | 'rows' | 'rowData' | 'columns'>,
) {
  return <RowsTable captionShown className="console-compact" rowKey={(_, index) => index} {...props} />;
}

/** Who changed which limit, how and when, newest first. */
function ChangesTable({ data, money, dateTime }: TableProps) {
  const t = useT();
  return (
    <HistoryTable
      caption={t('admin.protection.changes')}
      empty={t('admin.protection.noChanges')}
      rows={data.changes}
      columns={[
        { head: t('admin.protection.when'), cell: (change) => dateTime(change.at) },
        {
          head: t('admin.protection.who'),
          cell: (change) => change.staff ?? t('admin.protection.thePlayer'),
        },
        { head: t('admin.protection.limit'), cell: (change) => limitName(t, change.kind, change.period) },
        {
          head: t('admin.protection.change'),
          cell: (change) => t(`admin.protection.action.${change.action}`),
        },
        { head: num(t('admin.protection.from')), cell: (change) => money(change.from) },
        { head: num(t('admin.protection.to')), cell: (change) => money(change.to) },
      ]}
    />
  );
}

/** Deposits and bets a limit refused, newest first. */
function HitsTable({ data, money, dateTime }: TableProps) {
  const t = useT();
  return (
    <HistoryTable
      caption={t('admin.protection.hits')}
      empty={t('admin.protection.noHits')}
      rows={data.hits}
      rowData={() => ({ 'data-limit-hit': true })}
      columns={[
        { head: t('admin.protection.when'), cell: (hit) => dateTime(hit.at) },
        { head: t('admin.protection.limit'), cell: (hit) => limitName(t, hit.kind, hit.period) },
        { head: num(t('admin.protection.inForceCol')), cell: (hit) => money(hit.limit) },
        { head: num(t('admin.protection.attempted')), cell: (hit) => money(hit.attempted) },
      ]}
    />
  );
}
