/** The six limits in the order staff read them, and a limit's name ("Deposit · daily"). */
import type { T } from '#client/i18n.ts';
import type { LimitKind, LimitPeriod } from '#shared/contract/limits.ts';
import { LIMIT_KINDS, LIMIT_PERIODS } from '#shared/vocabulary.ts';

export const LIMIT_ROWS: readonly { kind: LimitKind; period: LimitPeriod }[] = LIMIT_KINDS.flatMap((kind) =>
  LIMIT_PERIODS.map((period) => ({ kind, period })),
);

/** "Deposit · daily", in the console's language. */
export function limitName(t: T, kind: LimitKind, period: LimitPeriod): string {
  return t('admin.protection.limitName', {
    kind: t(`admin.protection.kind.${kind}`),
    period: t(`admin.protection.period.${period}`),
  });
}
