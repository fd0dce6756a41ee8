/** The confirmation of a lottery's or a room's save: the changes, a note, the failure. */
import type { ReactNode } from 'react';
import type { T } from '#client/i18n.ts';
import { isolate } from '#shared/bidi.ts';
import { ConfirmStepDialog } from '../kit/confirmStep.tsx';
import type { ConfirmedSave } from './useConfirmedSave.ts';

export interface Change {
  label: string;
  before: string;
  after: string;
}

export function ChangeList({ t, changes }: { t: T; changes: Change[] }) {
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
  t,
  title,
  confirmLabel,
  state,
  changes,
  children,
}: {
  t: T;
  title: string;
  confirmLabel: string;
  state: ConfirmedSave;
  changes: Change[];
  /** What follows the list of changes. */
  children: ReactNode;
}) {
  return (
    <ConfirmStepDialog
      t={t}
      step={state}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={() => void state.save()}
    >
      <ChangeList t={t} changes={changes} />
      {children}
    </ConfirmStepDialog>
  );
}
