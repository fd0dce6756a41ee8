/**
 * The audit log (admins only), newest first: when, which staff member, what action on what,
 * the changed values before → after, and from which IP; filtered by staff member and action.
 */
import { useState, type SubmitEvent } from 'react';
import { auditDiff } from './auditDiff.ts';
import { staffIsland } from '../kit/gate.tsx';
import { nowrap, RowsTable } from '../kit/DataTable.tsx';
import { ToolbarInput } from '../kit/fields.tsx';
import { PagedView } from '../kit/RemoteView.tsx';
import { SelectField, type Option } from '#islands/common/SelectField.tsx';
import { searchParam, useAddressFilters, useAdminData, type FilterChange } from '../kit/data.ts';
import { shortDateTime } from '../kit/dates.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import '../kit/console.css';
import type { AuditEntry } from '#shared/contract/staff.ts';

const PAGE_SIZE = 50;
const SHOWN_LINES = 6;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The actions staff calls write, offered as suggestions (any text may be searched). */
const KNOWN_ACTIONS = [
  'customer.limits',
  'customer.password-reset',
  'customer.profile',
  'customer.status',
  'deposit.confirm',
  'deposit.reject',
  'deposit.reverse',
  'invitation.create',
  'invitation.disable',
  'lottery.update',
  'notification.send',
  'odds.update',
  'room.update',
  'round.void',
  'settings.update',
  'staff.login',
  'staff.logout',
  'staff.totp.disable',
  'staff.totp.enable',
  'staff.totp.setup',
  'withdrawal.approve',
  'withdrawal.fail',
  'withdrawal.paid',
  'withdrawal.reject',
];

/** Where a target can be opened in the console, when it has a page. */
function targetHref(type: string | null, id: string | null): string | null {
  if (!id) return null;
  if (type === 'round') return `/admin/rounds/${encodeURIComponent(id)}`;
  if (type === 'lottery') {
    const [lotteryId, roomId] = id.split('/');
    return `/admin/lotteries/${lotteryId}/odds${roomId ? `?roomId=${roomId}` : ''}`;
  }
  return null;
}

export default staffIsland('audit', AuditPage);

type Filter = FilterChange<{ staffId: string; action: string }>;

function AuditPage() {
  const t = useT();
  const { staffId, action, pageNo, filter } = useAddressFilters(() => ({
    staffId: UUID.test(searchParam('staffId')) ? searchParam('staffId') : '',
    action: searchParam('action'),
  }));
  // There is no staff directory call: the filter offers the staff seen in the log so far.
  const [staffSeen, setStaffSeen] = useState<Record<string, string>>({});
  const log = useAdminData(
    'GET /audit',
    { query: { staffId: staffId || undefined, action: action || undefined, pageNo, pageSize: PAGE_SIZE } },
    {
      onSuccess: (page) =>
        setStaffSeen((seen) => {
          const next = { ...seen };
          for (const e of page.list) if (e.staffId) next[e.staffId] = e.staffUsername ?? e.staffId;
          return Object.keys(next).length === Object.keys(seen).length ? seen : next;
        }),
    },
  );

  return (
    <div className="stack">
      <AuditFilters staffId={staffId} action={action} staffSeen={staffSeen} filter={filter} />
      <PagedView
        remote={log}
        onPage={(n) => filter({ pageNo: n })}
        pagerLabel={t('admin.audit.pages')}
        pagerTexts="admin.audit"
      >
        {(page) => <AuditTable list={page.list} onStaff={(id) => filter({ staffId: id })} />}
      </PagedView>
    </div>
  );
}

/** Staff member (applied at once), action (applied with the button), and Clear. */
function AuditFilters({
  staffId,
  action,
  staffSeen,
  filter,
}: {
  staffId: string;
  action: string;
  staffSeen: Readonly<Record<string, string>>;
  filter: (next: Filter) => void;
}) {
  const t = useT();
  const [actionInput, setActionInput] = useState(action);
  const staffOptions: Option[] = Object.entries(staffSeen).sort(([, a], [, b]) => a.localeCompare(b));
  // A staff member from the address who is not on this page of the log yet.
  if (staffId && !staffSeen[staffId]) staffOptions.push([staffId, staffId]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    filter({ action: actionInput.trim() });
  }

  return (
    <form className="admin-toolbar" onSubmit={submit}>
      <SelectField
        id="audit-staff"
        label={t('admin.audit.staff')}
        value={staffId}
        onChange={(next) => filter({ staffId: next })}
        all={t('admin.audit.allStaff')}
        options={staffOptions}
      />
      <ToolbarInput
        id="audit-action"
        label={t('admin.audit.action')}
        list="audit-actions"
        dir="ltr"
        autoComplete="off"
        value={actionInput}
        onChange={setActionInput}
      >
        <datalist id="audit-actions">
          {KNOWN_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </ToolbarInput>
      <button type="submit" className="button button-secondary">
        {t('admin.audit.filter')}
      </button>
      {(staffId || action) && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setActionInput('');
            filter({ staffId: '', action: '' });
          }}
        >
          {t('admin.audit.clear')}
        </button>
      )}
    </form>
  );
}

function AuditTable({ list, onStaff }: { list: readonly AuditEntry[]; onStaff: (staffId: string) => void }) {
  const locale = useLocale();
  const t = useT();
  const target = (entry: AuditEntry) =>
    entry.targetType ? `${entry.targetType}${entry.targetId ? ` ${entry.targetId}` : ''}` : '';
  return (
    <RowsTable
      className="console-audit"
      rows={list}
      rowKey={(entry) => entry.id}
      columns={[
        nowrap(t('admin.audit.time'), (entry: AuditEntry) => shortDateTime(locale, entry.createdAt)),
        {
          head: t('admin.audit.staff'),
          cell: (entry) => (
            <button
              type="button"
              className="link-button"
              onClick={() => entry.staffId && onStaff(entry.staffId)}
            >
              {entry.staffUsername}
              <span className="visually-hidden"> · {t('admin.audit.onlyThisStaff')}</span>
            </button>
          ),
        },
        { head: t('admin.audit.action'), cell: (entry) => <code>{entry.action}</code> },
        {
          head: t('admin.audit.target'),
          className: 'console-break',
          cell: (entry) => {
            const href = targetHref(entry.targetType, entry.targetId);
            return href ? <a href={href}>{target(entry)}</a> : target(entry);
          },
        },
        {
          head: t('admin.audit.changes'),
          className: 'console-diff-cell',
          cell: (entry) => <AuditChanges entry={entry} />,
        },
        { head: t('admin.audit.ip'), cell: (entry) => <bdi dir="ltr">{entry.ip}</bdi> },
      ]}
    />
  );
}

/** What the action changed, line by line; past the first few lines, behind "more". */
function AuditChanges({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const lines = auditDiff(entry.before, entry.after);
  const line = (l: (typeof lines)[number]) => (
    <li key={l.path}>
      <code>{l.path || '·'}</code>:{' '}
      <bdi dir="ltr">
        {l.before !== undefined && l.after !== undefined ? (
          <>
            <del>{l.before}</del> → <ins>{l.after}</ins>
          </>
        ) : l.after !== undefined ? (
          <ins>{l.after}</ins>
        ) : (
          // Recorded before the action only: a value at the time, not one that was removed.
          <span className="diff-before-only">{l.before}</span>
        )}
      </bdi>
    </li>
  );
  if (lines.length === 0) return <span className="muted">{t('admin.audit.noChange')}</span>;
  return (
    <>
      <ul className="console-diff">{lines.slice(0, SHOWN_LINES).map(line)}</ul>
      {lines.length > SHOWN_LINES && (
        <details>
          <summary>{t('admin.audit.more', { count: lines.length - SHOWN_LINES })}</summary>
          <ul className="console-diff">{lines.slice(SHOWN_LINES).map(line)}</ul>
        </details>
      )}
    </>
  );
}
