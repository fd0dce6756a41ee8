import { formatMoney } from '#shared/money.ts';
import type { User } from '#shared/contract/account.ts';
import type { CustomerRow } from '#server/actors.ts';

/** Builds the `User` view of a customer row. */
export function toUser(customer: CustomerRow): User {
  return {
    userId: customer.userId,
    username: customer.username,
    realName: customer.realName,
    phoneNumber: customer.phoneNumber,
    cryptoAddress: customer.cryptoAddress,
    cryptoNetwork: customer.cryptoNetwork as User['cryptoNetwork'],
    balance: formatMoney(customer.balance),
    status: customer.status,
    hasTransactionPassword: customer.transactionPasswordHash !== null,
    // A profile field locks once it holds a value; only support can change it after that.
    locked: {
      realName: customer.realName !== '',
      phoneNumber: customer.phoneNumber !== null,
      cryptoAddress: customer.cryptoAddress !== null,
    },
    createdAt: customer.createdAt.toISOString(),
  };
}
