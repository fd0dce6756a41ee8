/**
 * What each account state forbids: `disabled` cannot sign in, `frozen` cannot bet,
 * withdraw or transfer, `restricted` cannot withdraw or transfer. The one place that decides;
 * money and betting routes declare their action and the router applies this.
 */
import { type AccountStatus } from '#shared/vocabulary.ts';
import type { GuardedAction } from '#shared/contract/account.ts';
import { AppError } from '#server/errors.ts';
import type { ErrorCode } from '#shared/errorCodes.ts';

export type { GuardedAction };

const FORBIDDEN: Record<AccountStatus, readonly GuardedAction[]> = {
  active: [],
  restricted: ['withdraw', 'transfer'],
  frozen: ['bet', 'withdraw', 'transfer'],
  disabled: ['bet', 'withdraw', 'transfer'],
};

/** The error each state that forbids something answers with (`active` forbids nothing). */
const STATE_ERROR = {
  restricted: 'ACCOUNT_RESTRICTED',
  frozen: 'ACCOUNT_FROZEN',
  disabled: 'ACCOUNT_DISABLED',
} as const satisfies Record<Exclude<AccountStatus, 'active'>, ErrorCode>;
export type AccountStateCode = (typeof STATE_ERROR)[keyof typeof STATE_ERROR];

/**
 * The error code of an account refused for its state: the one mapping the routes, the ledger and
 * the bet desk all answer with. None for an active account.
 */
export function accountStateCode(status: AccountStatus): AccountStateCode | undefined {
  return status === 'active' ? undefined : STATE_ERROR[status];
}

/** Whether an account in `status` may do `action`. */
export function accountAllows(status: AccountStatus, action: GuardedAction): boolean {
  return !FORBIDDEN[status].includes(action);
}

/** Throws the 403 of the account's state when it forbids `action`. */
export function assertAccountAllows(status: AccountStatus, action: GuardedAction): void {
  const code = accountStateCode(status);
  if (code && !accountAllows(status, action)) throw new AppError(code);
}

/** The statuses that forbid `action`, for conditional SQL (`WHERE status NOT IN (…)`). */
export function statusesForbidding(action: GuardedAction): AccountStatus[] {
  return (Object.keys(FORBIDDEN) as AccountStatus[]).filter((status) => FORBIDDEN[status].includes(action));
}
