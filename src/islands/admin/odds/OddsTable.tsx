/** The open tab's panel: the table of its keys. */
import type { T } from '#client/i18n.ts';
import { marketLabel } from '#islands/betting/marketLabel.ts';
import { OddsRow, type RowState } from './OddsRow.tsx';

export function OddsTable({
  t,
  rows,
  activeTab,
  isAdmin,
  hydrated,
  serverErrors,
  rtpText,
  onEdit,
}: {
  t: T;
  rows: readonly RowState[];
  activeTab: string;
  isAdmin: boolean;
  hydrated: boolean;
  serverErrors: ReadonlyMap<string, string>;
  rtpText: (rtp: number) => string;
  onEdit: (key: string, index: number, value: string, current: string[]) => void;
}) {
  return (
    <div id="odds-panel" role="tabpanel" aria-labelledby={`odds-tab-${activeTab}`}>
      <div className="table-scroll">
        <table className="data console-odds">
          <thead>
            <tr>
              <th scope="col">{t('admin.odds.selection')}</th>
              <th scope="col">{t('admin.odds.key')}</th>
              <th scope="col" className="num">
                {t('admin.odds.current')}
              </th>
              <th scope="col" className="num">
                {t('admin.odds.currentRtp')}
              </th>
              {isAdmin && (
                <>
                  <th scope="col">{t('admin.odds.newOdds')}</th>
                  <th scope="col" className="num">
                    {t('admin.odds.newRtp')}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows
              .filter((r) => r.market.group === activeTab)
              .map((row) => (
                <OddsRow
                  key={row.market.key}
                  t={t}
                  row={row}
                  rowLabel={marketLabel(t, row.market.key)}
                  isAdmin={isAdmin}
                  hydrated={hydrated}
                  serverError={serverErrors.get(row.market.key)}
                  rtpText={rtpText}
                  onEdit={onEdit}
                />
              ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
