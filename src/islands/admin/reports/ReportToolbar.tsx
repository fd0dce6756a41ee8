/** The reports' toolbar: from, to, lottery and Export CSV, with the range's error. */
import type { AdminLottery } from '#shared/contract/gamesAdmin.ts';
import { SelectField } from '#islands/common/SelectField.tsx';
import { lotteryOptions, ToolbarInput } from '../kit/fields.tsx';
import type { ReportRange } from './useReportRange.ts';
import { useT } from '#islands/common/i18n.tsx';

export function ReportToolbar({
  range,
  lotteries,
  canExport,
  onExport,
}: {
  range: ReportRange;
  lotteries: readonly AdminLottery[];
  canExport: boolean;
  onExport: () => void;
}) {
  const t = useT();
  const { rangeError, update } = range;
  return (
    <>
      <div className="admin-toolbar">
        {(['from', 'to'] as const).map((end) => (
          <ToolbarInput
            key={end}
            id={`report-${end}`}
            label={t(`admin.reports.${end}`)}
            type="date"
            value={range[end]}
            max={end === 'from' ? range.today : undefined}
            invalid={Boolean(rangeError)}
            describedBy={rangeError ? 'report-range-error' : undefined}
            onChange={(value) => update({ [end]: value })}
          />
        ))}
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
