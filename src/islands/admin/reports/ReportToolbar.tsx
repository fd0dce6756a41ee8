/** The reports' toolbar: from, to, lottery and Export CSV, with the range's error. */
import type { T } from '#client/i18n.ts';
import type { AdminLottery } from '#shared/contract/gamesAdmin.ts';
import { SelectField } from '#islands/common/SelectField.tsx';
import { lotteryOptions } from '../kit/fields.tsx';
import type { ReportRange } from './useReportRange.ts';

export function ReportToolbar({
  t,
  range,
  lotteries,
  canExport,
  onExport,
}: {
  t: T;
  range: ReportRange;
  lotteries: readonly AdminLottery[];
  canExport: boolean;
  onExport: () => void;
}) {
  const { rangeError, update } = range;
  return (
    <>
      <div className="admin-toolbar">
        <div className={`field${rangeError ? ' field-invalid' : ''}`}>
          <label htmlFor="report-from">{t('admin.reports.from')}</label>
          <input
            id="report-from"
            type="date"
            value={range.from}
            max={range.today}
            aria-describedby={rangeError ? 'report-range-error' : undefined}
            onChange={(e) => update({ from: e.target.value })}
          />
        </div>
        <div className={`field${rangeError ? ' field-invalid' : ''}`}>
          <label htmlFor="report-to">{t('admin.reports.to')}</label>
          <input
            id="report-to"
            type="date"
            value={range.to}
            aria-describedby={rangeError ? 'report-range-error' : undefined}
            onChange={(e) => update({ to: e.target.value })}
          />
        </div>
        <SelectField
          id="report-lottery"
          label={t('admin.reports.lottery')}
          value={range.lotteryId}
          onChange={(lotteryId) => update({ lotteryId })}
          all={t('admin.reports.allLotteries')}
          options={lotteryOptions(lotteries)}
        />
        <button type="button" className="button button-secondary" disabled={!canExport} onClick={onExport}>
          {t('admin.reports.export')}
        </button>
      </div>
      {rangeError && (
        <p id="report-range-error" className="form-error" role="alert">
          {rangeError}
        </p>
      )}
    </>
  );
}
