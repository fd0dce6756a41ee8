/** A customer's devices (with the other customers seen on them) and sessions, as tables. */
import type { T } from '#client/i18n.ts';
import type { CustomerDevice, CustomerSession } from '#shared/contract/sessions.ts';
import { DataTable } from '../kit/DataTable.tsx';
import { CustomerLink, Shortened } from '../kit/views.tsx';

/** What a table of the customer's page is given. */
interface TableProps {
  t: T;
  dateTime: (iso: string) => string;
}

export function DevicesTable({ t, devices, dateTime }: TableProps & { devices: CustomerDevice[] }) {
  if (devices.length === 0) return <p className="muted">{t('admin.customers.noDevices')}</p>;
  return (
    <DataTable
      caption={t('admin.customers.devices')}
      columns={[
        t('admin.customers.device'),
        t('admin.customers.firstSeen'),
        t('admin.customers.lastSeen'),
        t('admin.customers.lastIp'),
        t('admin.customers.sameDevice'),
      ]}
    >
      {devices.map((d) => (
        <tr key={d.visitorId}>
          <td>
            {[d.browserName, d.os, d.device].filter(Boolean).join(' · ') ||
              t('admin.customers.unknownDevice')}
            <div className="muted">
              <Shortened value={d.visitorId} keep={8} />
            </div>
          </td>
          <td>{dateTime(d.firstSeenAt)}</td>
          <td>{dateTime(d.lastSeenAt)}</td>
          <td>
            <span className="mono" dir="ltr">
              {d.lastIp ?? '—'}
            </span>
          </td>
          <td>
            {d.otherUserIds.length === 0 ? (
              <span className="muted">{t('admin.customers.noOthers')}</span>
            ) : (
              <>
                <span className="badge badge-warn">
                  {t('admin.customers.othersCount', { count: d.otherUserIds.length })}
                </span>
                <ul className="admin-inline-list">
                  {d.otherUserIds.map((id) => (
                    <li key={id}>
                      <CustomerLink userId={id} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function SessionsTable({ t, sessions, dateTime }: TableProps & { sessions: CustomerSession[] }) {
  if (sessions.length === 0) return <p className="muted">{t('admin.customers.noSessions')}</p>;
  return (
    <DataTable
      caption={t('admin.customers.sessions')}
      columns={[
        t('admin.customers.started'),
        t('admin.customers.lastSeen'),
        t('admin.customers.ip'),
        t('admin.customers.userAgent'),
        t('admin.money.status'),
      ]}
    >
      {sessions.map((s) => (
        <tr key={s.id}>
          <td>{dateTime(s.createdAt)}</td>
          <td>{dateTime(s.lastSeenAt)}</td>
          <td>
            <span className="mono" dir="ltr">
              {s.ip ?? '—'}
            </span>
          </td>
          <td className="cell-agent" title={s.userAgent ?? undefined}>
            {s.userAgent ?? '—'}
          </td>
          <td>
            {s.revokedAt ? (
              <>
                <span className="badge">{t('admin.customers.sessionEnded')}</span>
                <div className="muted">{dateTime(s.revokedAt)}</div>
                {s.revokedReason && <div className="muted cell-reason">{s.revokedReason}</div>}
              </>
            ) : (
              <span className="badge badge-good">{t('admin.customers.sessionActive')}</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
