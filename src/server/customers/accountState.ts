/**
 * What each account state forbids: `disabled` cannot sign in, `frozen` cannot bet,
 * withdraw or transfer, `restricted` cannot withdraw or transfer. The one place that decides;
 * money and betting routes declare their action and the router applies this.
 */
import { type AccountStatus } from '#shared/vocabulary.ts';
import type { GuardedAction } from '#shared/contract/account.ts';
import { AppError } from '#server/errors.ts';

export type { GuardedAction };

const FORBIDDEN: Record<AccountStatus, readonly GuardedAction[]> = {
  active: [],
  restricted: ['withdraw', 'transfer'],
  frozen: ['bet', 'withdraw', 'transfer'],
  disabled: ['bet', 'withdraw', 'transfer'],
};

const STATUS_ERROR = {
  restricted: 'ACCOUNT_RESTRICTED',
  frozen: 'ACCOUNT_FROZEN',
  disabled: 'ACCOUNT_DISABLED',
} as const;

/** Whether an account in `status` may do `action`. */
export function accountAllows(status: AccountStatus, action: GuardedAction): boolean {
  return !FORBIDDEN[status].includes(action);
}

/** Throws the 403 of the account's state when it forbids `action`. */
export function assertAccountAllows(status: AccountStatus, action: GuardedAction): void {
  if (status !== 'active' && !accountAllows(status, action)) throw new AppError(STATUS_ERROR[status]);
}

/** The statuses that forbid `action`, for conditional SQL (`WHERE status NOT IN (…)`). */
export function statusesForbidding(action: GuardedAction): AccountStatus[] {
  return (Object.keys(FORBIDDEN) as AccountStatus[]).filter((status) => FORBIDDEN[status].includes(action));
}
