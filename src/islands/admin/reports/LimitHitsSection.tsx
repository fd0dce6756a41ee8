/**
 * The report "Players who hit a limit": per player, limit kind and period, how many deposits or
 * bets a limit refused in the page's date range and when the last one was, filtered by kind and
 * paged (`GET /reports/limit-hits`); each player links to their page, where the protection
 * section tells the rest.
 */
import { useState } from 'react';
import { formatDateTimeForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { LIMIT_KINDS } from '#shared/vocabulary.ts';
import { SelectField } from '#islands/common/SelectField.tsx';
import { DataTable, num } from '../kit/DataTable.tsx';
import { useNumberedPage } from '../kit/data.ts';
import { PagedView } from '../kit/RemoteView.tsx';
import { CustomerLink } from '../kit/views.tsx';
import { limitName } from '../customers/limitRows.ts';
import { TitledSection } from '#islands/common/TitledSection.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

export function LimitHitsSection({
  query,
}: {
  /** The page's range: `from` inclusive, `to` exclusive (UTC days). */
  query: { from: string; to: string };
}) {
  const locale = useLocale();
  const t = useT();
  const [kind, setKind] = useState('');
  const hits = useNumberedPage('GET /reports/limit-hits', {
    query: {
      start: query.from,
      end: query.to,
      kind: kind || undefined,
    },
  });
  return (
    <TitledSection id="limit-hits-title" title={t('admin.report.limitHits.title')} className="stack">
      <div className="admin-toolbar">
        <SelectField
          id="limit-hits-kind"
          label={t('admin.report.limitHits.kind')}
          value={kind}
          onChange={(value) => {
            setKind(value);
            hits.setPageNo(1);
          }}
          all={t('admin.report.limitHits.allKinds')}
          options={LIMIT_KINDS.map((kind) => [kind, t(`admin.protection.kind.${kind}`)])}
        />
      </div>
      <PagedView
        remote={hits}
        emptyText={t('admin.report.limitHits.empty')}
        pagerLabel={t('admin.report.limitHits.pages')}
      >
        {(page) => (
          <DataTable
            caption={t('admin.report.limitHits.title')}
            className="console-compact"
            columns={[
              t('admin.report.limitHits.player'),
              t('admin.protection.limit'),
              num(t('admin.report.limitHits.hits')),
              t('admin.report.limitHits.lastAt'),
            ]}
          >
            {page.list.map((row) => (
              <tr key={`${row.customerId}-${row.kind}-${row.period}`} data-limit-hit-row={row.customerId}>
                <td>
                  <CustomerLink userId={row.customerId} /> {row.username}
                </td>
                <td>{limitName(t, row.kind, row.period)}</td>
                <td className="num">{formatNumberForLocale(locale, row.hits)}</td>
                <td>{formatDateTimeForLocale(locale, row.lastAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedView>
    </TitledSection>
  );
}
