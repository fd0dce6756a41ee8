import { z } from 'zod';
import { formatMoney } from '#shared/money.ts';
import type { CustomerRow } from '../actors.ts';
import { ACCOUNT_STATUSES } from '#shared/vocabulary.ts';

/** The `User` of API.md: what a player (or staff) sees of an account. Never a secret. */
export const userSchema = z
  .object({
    userId: z.string().meta({ example: '482913' }),
    username: z.string(),
    realName: z.string(),
    phoneNumber: z.string().nullable(),
    cryptoAddress: z.string().nullable(),
    cryptoNetwork: z.enum(['TRC20', 'ERC20']).nullable(),
    balance: z.string().meta({ example: '120.50' }),
    status: z.enum(ACCOUNT_STATUSES),
    hasTransactionPassword: z.boolean(),
    locked: z.object({ realName: z.boolean(), phoneNumber: z.boolean(), cryptoAddress: z.boolean() }),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });

export type User = z.infer<typeof userSchema>;

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
