/** The open tab's panel: the table of its keys. */
import { marketLabel } from '#islands/common/marketLabel.ts';
import { DataTable, num } from '#islands/admin/kit/DataTable.tsx';
import { OddsRow, type RowState } from './OddsRow.tsx';
import { useT } from '#islands/common/i18n.tsx';

export function OddsTable({
  rows,
  activeTab,
  isAdmin,
  hydrated,
  serverErrors,
  rtpText,
  onEdit,
}: {
  rows: readonly RowState[];
  activeTab: string;
  isAdmin: boolean;
  hydrated: boolean;
  serverErrors: ReadonlyMap<string, string>;
  rtpText: (rtp: number) => string;
  onEdit: (key: string, index: number, value: string, current: string[]) => void;
}) {
  const t = useT();
  return (
    <div id="odds-panel" role="tabpanel" aria-labelledby={`odds-tab-${activeTab}`}>
      <DataTable
        className="console-odds"
        columns={[
          t('admin.odds.selection'),
          t('admin.odds.key'),
          num(t('admin.odds.current')),
          num(t('admin.odds.currentRtp')),
          isAdmin && t('admin.odds.newOdds'),
          isAdmin && num(t('admin.odds.newRtp')),
        ]}
      >
        {rows
          .filter((r) => r.market.group === activeTab)
          .map((row) => (
            <OddsRow
              key={row.market.key}
              row={row}
              rowLabel={marketLabel(t, row.market.key)}
              isAdmin={isAdmin}
              hydrated={hydrated}
              serverError={serverErrors.get(row.market.key)}
              rtpText={rtpText}
              onEdit={onEdit}
            />
          ))}
      </DataTable>
    </div>
  );
}
