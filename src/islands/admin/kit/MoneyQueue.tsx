/**
 * One money queue for deposits and withdrawals: the filters, the table (created, player, the
 * kind's own columns, actions), paging, the success line and the action dialogs. Each page
 * gives its columns, its action buttons and its dialogs; the queue does the rest. The same
 * panel is the Deposits or Withdrawals tab of a customer's page (`fixedUserId`).
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import type { StaffMember } from '#client/staffSession.ts';
import type { Page } from '#shared/contract/common.ts';
import { useRead } from '#client/useRemote.ts';
import type { MoneyStatus } from '#shared/vocabulary.ts';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import { FINANCE_ROLES } from '#shared/vocabulary.ts';
import { PAGE_SIZE, syncQuery, type StaffRead } from './data.ts';
import { adminApi } from '#client/staffSession.ts';
import { hasRole, staffIsland } from './gate.tsx';
import { initialMoneyFilters, MoneyFilters, type MoneyFilterValue } from './MoneyFilters.tsx';
import { DataTable } from './DataTable.tsx';
import { PagedView } from './RemoteView.tsx';
import { CustomerLink, SuccessNotice } from './views.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

/** What every row of a money queue has. */
export interface QueueRow {
  id: string;
  userId: string;
  createdAt: string;
}

/** One of the kind's own columns. */
export interface QueueColumn<R> {
  head: string;
  headClass?: string;
  cellClass?: string;
  cell: (row: R) => ReactNode;
}

type QueueName = 'deposits' | 'withdrawals';

export interface MoneyQueueProps<R extends QueueRow, A> {
  staff: StaffMember | null;
  initial: MoneyFilterValue;
  /** Shows one player's rows only (a customer's page), without the User ID filter and column. */
  fixedUserId?: string | undefined;
  /** Keeps the filters in the address bar. */
  syncUrl?: boolean | undefined;
  /** The API path (`/deposits`), the messages (`admin.deposits.*`) and the filters' ids. */
  name: QueueName;
  statuses: readonly MoneyStatus[];
  columns: readonly QueueColumn<R>[];
  /** The buttons of a row for a finance role; `open` starts an action's dialog. */
  actions: (row: R, open: (action: A) => void) => ReactNode;
  /** The dialog of an action; `finished` closes it, shows its text and reloads the page. */
  dialog: (action: A, finished: (text: string) => Promise<void>, close: () => void) => ReactNode;
}

/** What a deposits or withdrawals panel is given: the rest is the kind's own. */
export type QueuePanelProps = Pick<
  MoneyQueueProps<QueueRow, unknown>,
  'staff' | 'initial' | 'fixedUserId' | 'syncUrl'
>;

/**
 * The island of a queue's page: its panel, opening with the filters of the address (`?status=`,
 * pending by default, `all` for every status; `?userId=`) and keeping them there.
 */
export function moneyQueueIsland(
  pageKey: string,
  statuses: readonly MoneyStatus[],
  Panel: ComponentType<QueuePanelProps>,
) {
  return staffIsland<{ status: string; userId: string }>(
    pageKey,
    function QueuePage({ staff, status, userId }) {
      const initial = initialMoneyFilters(status, statuses, userId);
      return <Panel staff={staff} initial={initial} syncUrl />;
    },
  );
}

/** The queue's state: filters, page, the open action, the last success text and the rows. */
function useMoneyQueue<R, A>(props: {
  name: QueueName;
  initial: MoneyFilterValue;
  fixedUserId?: string | undefined;
  syncUrl?: boolean | undefined;
}) {
  const [filters, setFilters] = useState(props.initial);
  const [pageNo, setPageNo] = useState(1);
  const [action, setAction] = useState<A | null>(null);
  const [done, setDone] = useState('');
  const userId = props.fixedUserId ?? filters.userId;
  // The queue's rows are its route's: the caller gives `R` with the name.
  const route: StaffRead = `GET /${props.name}`;
  const query = {
    status: filters.status || undefined,
    userId: userId || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const remote = useRead<Page<R>>(adminApi, route, { query }, { keepPreviousData: true });

  function changeFilters(next: MoneyFilterValue) {
    setFilters(next);
    setPageNo(1);
    if (props.syncUrl) syncQuery({ status: next.status || 'all', userId: next.userId });
  }

  async function finished(text: string) {
    setAction(null);
    setDone(text);
    const next = await remote.mutate();
    // The last row of a later page was handled: show the page before.
    if (next && next.list.length === 0 && pageNo > 1) setPageNo(pageNo - 1);
  }

  return { filters, changeFilters, setPageNo, action, setAction, done, setDone, finished, remote };
}

/** The queue's filters, table, pager and open dialog. */
export function MoneyQueue<R extends QueueRow, A>(props: MoneyQueueProps<R, A>) {
  const t = useT();
  const { name, fixedUserId } = props;
  const queue = useMoneyQueue<R, A>(props);
  return (
    <div className="admin-panel">
      <MoneyFilters
        idPrefix={fixedUserId ? `customer-${name}` : name}
        statuses={props.statuses}
        kind={name === 'deposits' ? 'deposit' : 'withdrawal'}
        value={queue.filters}
        showUserId={!fixedUserId}
        onChange={queue.changeFilters}
      />
      <SuccessNotice text={queue.done} onDismiss={() => queue.setDone('')} />
      <PagedView
        remote={queue.remote}
        emptyText={t(`admin.${name}.empty`)}
        onPage={queue.setPageNo}
        pagerLabel={t(`admin.${name}.pages`)}
      >
        {(page) => <QueueTable {...props} page={page} open={queue.setAction} />}
      </PagedView>
      {queue.action !== null && props.dialog(queue.action, queue.finished, () => queue.setAction(null))}
    </div>
  );
}

function QueueTable<R extends QueueRow, A>({
  staff,
  name,
  fixedUserId,
  columns,
  actions,
  page,
  open,
}: MoneyQueueProps<R, A> & { page: Page<R>; open: (action: A) => void }) {
  const locale = useLocale();
  const t = useT();
  const mayAct = hasRole(staff, FINANCE_ROLES);
  return (
    <DataTable
      caption={t(`admin.${name}.caption`, { total: page.total })}
      columns={[
        t('admin.money.created'),
        !fixedUserId && t('admin.money.userId'),
        ...columns.map((column) => ({ label: column.head, className: column.headClass })),
        mayAct && t('admin.money.actions'),
      ]}
    >
      {page.list.map((row) => (
        <tr key={row.id}>
          <td>{formatDateTimeForLocale(locale, row.createdAt)}</td>
          {!fixedUserId && (
            <td>
              <CustomerLink userId={row.userId} />
            </td>
          )}
          {columns.map((column) => (
            <td key={column.head} className={column.cellClass}>
              {column.cell(row)}
            </td>
          ))}
          {mayAct && (
            <td>
              <div className="actions-cell">{actions(row, open)}</div>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
