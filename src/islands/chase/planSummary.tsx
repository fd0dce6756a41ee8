/**
 * What the chase screens share: a plan's state and why it ended in words, its
 * figures (periods placed of all, staked, returned, net), its picks with their market labels,
 * and the Stop button that asks first (`POST /chase/{id}/stop`).
 */
import { useState } from 'react';
import { api } from '#client/api.ts';
import { errorText, type T } from '#client/i18n.ts';
import type { ChasePlan } from '#shared/contract/chase.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { Figures } from '../common/Figures.tsx';
import { useAction } from '../common/useAction.ts';
import { marketLabel } from '../common/marketLabel.ts';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';
import './chase.css';

const STATE_BADGE: Record<ChasePlan['state'], string> = {
  active: 'badge badge-warn',
  completed: 'badge badge-good',
  stopped: 'badge',
};

/** The plan's state as a badge, and why it ended. */
export function ChaseState({ plan }: { plan: ChasePlan }) {
  const t = useT();
  return (
    <>
      <span className={STATE_BADGE[plan.state]}>{t(`chase.state.${plan.state}`)}</span>
      {plan.stopReason && (
        <span className="muted chase-reason">
          {t('chase.endedBecause', { reason: t(`chase.reason.${plan.stopReason}`) })}
        </span>
      )}
    </>
  );
}

/** The plan's picks as the bet records name them. */
export function chasePicks(t: T, plan: Pick<ChasePlan, 'items'>): string {
  return plan.items.map((item) => marketLabel(t, item.key)).join(' · ');
}

/** Net money with its colour: won (plus), lost (minus). */
export function netClass(net: string): string | undefined {
  return net.startsWith('-') ? 'amount-minus' : /^0(\.0+)?$/.test(net) ? undefined : 'amount-plus';
}

/** Periods placed of all, staked, returned and net; `full` adds the stake and the limits. */
export function ChaseFigures({ plan, full = false }: { plan: ChasePlan; full?: boolean }) {
  const locale = useLocale();
  const t = useT();
  const money = useMoney();
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <Figures
      className="chase-figures"
      items={[
        {
          term: t('chase.placed'),
          value: t('chase.placedOf', { placed: count(plan.placed), periods: count(plan.periods) }),
        },
        { term: t('chase.staked'), value: money(plan.staked) },
        { term: t('chase.returned'), value: money(plan.returned) },
        { term: t('chase.net'), value: money(plan.net), className: netClass(plan.net) },
        full && { term: t('chase.stakePerPeriod'), value: money(plan.stake) },
        full && { term: t('chase.lossLimitShort'), value: money(plan.lossLimit) },
        full && { term: t('chase.stopOnWinShort'), value: plan.stopOnWin ? t('chase.yes') : t('chase.no') },
      ]}
    />
  );
}

/** Stop, after a confirmation; `onStopped` reloads what shows the plan. */
export function StopChase({
  plan,
  onStopped,
  className = 'button button-secondary',
}: {
  plan: Pick<ChasePlan, 'id' | 'state'>;
  onStopped: () => void;
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { busy, failure: error, run } = useAction((failure) => errorText(t, failure));
  if (plan.state !== 'active') return null;

  const stop = () =>
    run(async () => {
      await api('POST /chase/{id}/stop', { params: { id: plan.id } });
      setOpen(false);
      onStopped();
    });

  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {t('chase.stop')}
      </button>
      <ConfirmDialog
        open={open}
        busy={busy}
        danger
        title={t('chase.stopTitle')}
        confirmLabel={t('chase.stop')}
        onCancel={() => setOpen(false)}
        onConfirm={() => void stop()}
      >
        <p>{t('chase.stopText')}</p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
