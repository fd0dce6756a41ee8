/**
 * A customer's player protection for staff: the time-out or self-exclusion in force and every one
 * taken (from the customer's answer), then `GET /customers/{id}/protection` — the six deposit and
 * loss limits (the player's, the operator's, the one in force, a raise waiting, the period's
 * use), the reality-check interval, the operator's form (admin and support; finance reads), the
 * limits' change history and the recent refusals.
 */
import type { T } from '#client/i18n.ts';
import type { StaffMember } from '#client/staffSession.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import type { Block, Protection } from '#shared/contract/protection.ts';
import type { StaffProtection } from '#shared/contract/limits.ts';
import { SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { DataTable, num } from '../kit/DataTable.tsx';
import { useAdminData } from '../kit/data.ts';
import { hasRole } from '../kit/gate.tsx';
import { RemoteView } from '../kit/RemoteView.tsx';
import { OperatorLimitsForm } from './OperatorLimitsForm.tsx';
import { LIMIT_ROWS, limitName } from './limitRows.ts';

interface Props {
  t: T;
  locale: string;
  staff: StaffMember | null;
  userId: string;
  protection: Protection;
}

export function ProtectionSection({ t, locale, staff, userId, protection }: Props) {
  const remote = useAdminData<StaffProtection>([`/customers/${userId}/protection`]);
  const dateTime = (iso: string | null) => (iso ? formatDateTimeForLocale(locale, iso) : '—');
  const money = (amount: string | null) =>
    amount === null ? t('admin.protection.none') : formatMoneyForLocale(locale, amount);
  return (
    <section aria-labelledby="customer-protection-title" className="stack">
      <h2 className="section-title" id="customer-protection-title">
        {t('admin.protection.title')}
      </h2>
      <BlocksView t={t} protection={protection} dateTime={dateTime} />
      <RemoteView t={t} remote={remote}>
        {(data) => (
          <>
            <LimitsTable t={t} data={data} money={money} dateTime={dateTime} />
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
                t={t}
                locale={locale}
                userId={userId}
                data={data}
                onSaved={(next) => void remote.mutate(next, { revalidate: false })}
              />
            ) : (
              <p className="muted console-small">{t('admin.protection.readOnly')}</p>
            )}
            <ChangesTable t={t} data={data} money={money} dateTime={dateTime} />
            <HitsTable t={t} data={data} money={money} dateTime={dateTime} />
          </>
        )}
      </RemoteView>
    </section>
  );
}

type Money = (amount: string | null) => string;
type DateTime = (iso: string | null) => string;

/** The block in force, if any, and the history of time-outs and self-exclusions. */
function BlocksView({ t, protection, dateTime }: { t: T; protection: Protection; dateTime: DateTime }) {
  const kind = (block: Block) => t(`admin.protection.block.${block.kind}`);
  const { current, history } = protection;
  return (
    <>
      <p className={current ? 'notice notice-danger' : undefined} data-protection-current>
        {current
          ? t('admin.protection.inForce', { kind: kind(current), end: dateTime(current.endsAt) })
          : t('admin.protection.noBlock')}
      </p>
      {history.length === 0 ? (
        <p className="muted">{t('admin.protection.noBlocks')}</p>
      ) : (
        <DataTable
          caption={t('admin.protection.blocks')}
          captionShown
          className="console-compact"
          columns={[
            t('admin.protection.blockKind'),
            t('admin.protection.starts'),
            t('admin.protection.ends'),
            t('admin.protection.returnRequested'),
            t('admin.protection.returned'),
          ]}
        >
          {history.map((block) => (
            <tr key={`${block.kind}-${block.startsAt}`}>
              <td>{kind(block)}</td>
              <td>{dateTime(block.startsAt)}</td>
              <td>{dateTime(block.endsAt)}</td>
              <td>{dateTime(block.returnRequestedAt)}</td>
              <td>{dateTime(block.returnedAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

interface TableProps {
  t: T;
  data: StaffProtection;
  money: Money;
  dateTime: DateTime;
}

/** The six limits: who set what, what holds, a raise waiting and the period's use. */
function LimitsTable({ t, data, money, dateTime }: TableProps) {
  return (
    <DataTable
      caption={t('admin.protection.limits')}
      captionShown
      className="console-compact"
      scrollClassName="protection-limits"
      columns={[
        t('admin.protection.limit'),
        num(t('admin.protection.player')),
        num(t('admin.protection.operator')),
        num(t('admin.protection.inForceCol')),
        t('admin.protection.pending'),
        num(t('admin.protection.used')),
      ]}
    >
      {LIMIT_ROWS.map(({ kind, period }) => {
        const limit = data.limits[kind][period];
        return (
          <tr key={`${kind}-${period}`} data-limit={`${kind}.${period}`}>
            <th scope="row">{limitName(t, kind, period)}</th>
            <td className="num">{money(limit.playerAmount)}</td>
            <td className="num">{money(limit.operatorAmount)}</td>
            <td className="num strong">{money(limit.amount)}</td>
            <td>
              {limit.pending
                ? t('admin.protection.pendingText', {
                    amount: money(limit.pending.amount),
                    time: dateTime(limit.pending.confirmableAt),
                  })
                : '—'}
            </td>
            <td className="num">{money(limit.used)}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** Who changed which limit, how and when, newest first. */
function ChangesTable({ t, data, money, dateTime }: TableProps) {
  if (data.changes.length === 0) return <p className="muted">{t('admin.protection.noChanges')}</p>;
  return (
    <DataTable
      caption={t('admin.protection.changes')}
      captionShown
      className="console-compact"
      columns={[
        t('admin.protection.when'),
        t('admin.protection.who'),
        t('admin.protection.limit'),
        t('admin.protection.change'),
        num(t('admin.protection.from')),
        num(t('admin.protection.to')),
      ]}
    >
      {data.changes.map((change, index) => (
        <tr key={index}>
          <td>{dateTime(change.at)}</td>
          <td>{change.staff ?? t('admin.protection.thePlayer')}</td>
          <td>{limitName(t, change.kind, change.period)}</td>
          <td>{t(`admin.protection.action.${change.action}`)}</td>
          <td className="num">{money(change.from)}</td>
          <td className="num">{money(change.to)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Deposits and bets a limit refused, newest first. */
function HitsTable({ t, data, money, dateTime }: TableProps) {
  if (data.hits.length === 0) return <p className="muted">{t('admin.protection.noHits')}</p>;
  return (
    <DataTable
      caption={t('admin.protection.hits')}
      captionShown
      className="console-compact"
      columns={[
        t('admin.protection.when'),
        t('admin.protection.limit'),
        num(t('admin.protection.inForceCol')),
        num(t('admin.protection.attempted')),
      ]}
    >
      {data.hits.map((hit, index) => (
        <tr key={index} data-limit-hit>
          <td>{dateTime(hit.at)}</td>
          <td>{limitName(t, hit.kind, hit.period)}</td>
          <td className="num">{money(hit.limit)}</td>
          <td className="num">{money(hit.attempted)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
