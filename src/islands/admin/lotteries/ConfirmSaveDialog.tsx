/** The confirmation of a lottery's or a room's save: the changes, a note, the failure. */
import type { ReactNode } from 'react';
import { isolate } from '#shared/bidi.ts';
import { ConfirmStepDialog } from '../kit/confirmStep.tsx';
import type { ConfirmedSave } from './useConfirmedSave.ts';
import { useT } from '#islands/common/i18n.tsx';

export interface Change {
  label: string;
  before: string;
  after: string;
}

export function ChangeList({ changes }: { changes: Change[] }) {
  const t = useT();
  return (
    <ul className="console-changes">
      {changes.map((c) => (
        <li key={c.label}>
          {/* Isolated, so that in Arabic a list of amounts is not reordered with the arrow. */}
          {t('admin.lotteries.change', {
            field: c.label,
            before: isolate(c.before),
            after: isolate(c.after),
          })}
        </li>
      ))}
    </ul>
  );
}

export function ConfirmSaveDialog({
  title,
  confirmLabel,
  state,
  changes,
  children,
}: {
  title: string;
  confirmLabel: string;
  state: ConfirmedSave;
  changes: Change[];
  /** What follows the list of changes. */
  children: ReactNode;
}) {
  return (
    <ConfirmStepDialog
      step={state}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={() => void state.save()}
    >
      <ChangeList changes={changes} />
      {children}
    </ConfirmStepDialog>
  );
}
