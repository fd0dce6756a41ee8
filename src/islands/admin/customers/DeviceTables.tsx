/** A customer's devices (with the other customers seen on them) and sessions, as tables. */
import type { CustomerDevice, CustomerSession } from '#shared/contract/sessions.ts';
import { RowsTable } from '../kit/DataTable.tsx';
import { CustomerLink, Shortened } from '../kit/views.tsx';
import { useT } from '#islands/common/i18n.tsx';

/** What a table of the customer's page is given. */
interface TableProps {
  dateTime: (iso: string) => string;
}

/** An address as written, left to right in any language. */
function Ip({ ip }: { ip: string | null }) {
  return (
    <span className="mono" dir="ltr">
      {ip ?? '—'}
    </span>
  );
}

export function DevicesTable({ devices, dateTime }: TableProps & { devices: CustomerDevice[] }) {
  const t = useT();
  return (
    <RowsTable
      caption={t('admin.customers.devices')}
      empty={t('admin.customers.noDevices')}
      rows={devices}
      rowKey={(d) => d.visitorId}
      columns={[
        {
          head: t('admin.customers.device'),
          cell: (d) => (
            <>
              {[d.browserName, d.os, d.device].filter(Boolean).join(' · ') ||
                t('admin.customers.unknownDevice')}
              <div className="muted">
                <Shortened value={d.visitorId} keep={8} />
              </div>
            </>
          ),
        },
        { head: t('admin.customers.firstSeen'), cell: (d) => dateTime(d.firstSeenAt) },
        { head: t('admin.customers.lastSeen'), cell: (d) => dateTime(d.lastSeenAt) },
        { head: t('admin.customers.lastIp'), cell: (d) => <Ip ip={d.lastIp} /> },
        {
          head: t('admin.customers.sameDevice'),
          cell: (d) => <OtherCustomers userIds={d.otherUserIds} />,
        },
      ]}
    />
  );
}

/** The other customers seen on a device, counted and linked. */
function OtherCustomers({ userIds }: { userIds: string[] }) {
  const t = useT();
  if (userIds.length === 0) return <span className="muted">{t('admin.customers.noOthers')}</span>;
  return (
    <>
      <span className="badge badge-warn">{t('admin.customers.othersCount', { count: userIds.length })}</span>
      <ul className="admin-inline-list">
        {userIds.map((id) => (
          <li key={id}>
            <CustomerLink userId={id} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function SessionsTable({ sessions, dateTime }: TableProps & { sessions: CustomerSession[] }) {
  const t = useT();
  return (
    <RowsTable
      caption={t('admin.customers.sessions')}
      empty={t('admin.customers.noSessions')}
      rows={sessions}
      rowKey={(s) => s.id}
      columns={[
        { head: t('admin.customers.started'), cell: (s) => dateTime(s.createdAt) },
        { head: t('admin.customers.lastSeen'), cell: (s) => dateTime(s.lastSeenAt) },
        { head: t('admin.customers.ip'), cell: (s) => <Ip ip={s.ip} /> },
        {
          head: t('admin.customers.userAgent'),
          className: 'cell-agent',
          cellProps: (s) => ({ title: s.userAgent ?? undefined }),
          cell: (s) => s.userAgent ?? '—',
        },
        {
          head: t('admin.money.status'),
          cell: (s) =>
            s.revokedAt ? (
              <>
                <span className="badge">{t('admin.customers.sessionEnded')}</span>
                <div className="muted">{dateTime(s.revokedAt)}</div>
                {s.revokedReason && <div className="muted cell-reason">{s.revokedReason}</div>}
              </>
            ) : (
              <span className="badge badge-good">{t('admin.customers.sessionActive')}</span>
            ),
        },
      ]}
    />
  );
}
