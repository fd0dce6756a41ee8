/** The confirmation before saving odds: every changed key with its odds before and after. */
import { formatOdds } from '#shared/odds.ts';
import { marketLabel } from '#islands/common/marketLabel.ts';
import { ConfirmStepDialog } from '#islands/admin/kit/confirmStep.tsx';
import { currentValues } from './OddsRow.tsx';
import type { OddsEditorState } from './useOddsEditor.ts';
import { useT } from '#islands/common/i18n.tsx';

const oddsText = (values: readonly string[]) => values.join(' / ');

export function ConfirmOddsDialog({
  editor,
  lotteryName,
  tableName,
  rtpText,
}: {
  editor: OddsEditorState;
  lotteryName: string;
  tableName: string;
  rtpText: (rtp: number) => string;
}) {
  const t = useT();
  const { changed, over } = editor;
  return (
    <ConfirmStepDialog
      step={editor}
      title={t('admin.odds.confirmTitle', { count: changed.length })}
      confirmLabel={t('admin.odds.confirmSave')}
      onConfirm={() => void editor.save()}
    >
      <p>{t('admin.odds.confirmBody', { lottery: lotteryName, table: tableName })}</p>
      <ul className="console-changes">
        {changed.map((r) => (
          <li key={r.market.key} className={r.rtp !== null && r.rtp > 1 ? 'console-over' : undefined}>
            {t('admin.odds.confirmLine', {
              label: marketLabel(t, r.market.key),
              before: oddsText(currentValues(r.market)),
              after: oddsText((r.units as number[]).map(formatOdds)),
              rtp: r.rtp === null ? '—' : rtpText(r.rtp),
            })}
          </li>
        ))}
      </ul>
      {over.length > 0 && (
        <p className="notice notice-danger">
          {editor.force ? t('admin.odds.confirmForce') : t('admin.odds.confirmRefuse')}
        </p>
      )}
    </ConfirmStepDialog>
  );
}
