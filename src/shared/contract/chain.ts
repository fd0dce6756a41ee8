/**
 * USDT deposits seen on chain: the player's deposit address per chain and their
 * on-chain deposits; staff's view of every on-chain deposit, what they do with a held one, and
 * each chain's watcher status. A chain is named by its configured `key` and shown by `name`.
 */
import { z } from 'zod';
import { USER_ID_PATTERN } from '../accountLimits.ts';
import { CHAIN_DEPOSIT_STATES } from '../vocabulary.ts';
import { booleanQuery, moneyText, pageQuery, timeText } from './common.ts';

export type { ChainDepositState } from '../vocabulary.ts';

/** A chain as players see it: what the deposit page says about it. */
const chainFacts = {
  chain: z.string().meta({ description: 'The chain’s configured key.', example: 'ethereum' }),
  network: z.string().meta({ description: 'The chain’s name as shown.', example: 'Ethereum' }),
  confirmations: z.number().meta({ description: 'Confirmations before a deposit is credited.' }),
  minDeposit: moneyText
    .nullable()
    .meta({ description: 'Below this a deposit is held for staff, not credited (null: none).' }),
};

/** `GET /chain/addresses`: one of the player's deposit addresses. */
export const chainAddress = z
  .object({
    ...chainFacts,
    address: z.string().meta({ description: 'EIP-55 checksummed.', example: '0x5aAe…' }),
  })
  .meta({ id: 'ChainAddress' });
export type ChainAddress = z.output<typeof chainAddress>;

/** A USDT transfer seen on chain to a player's deposit address. */
export const chainDeposit = z
  .object({
    id: z.string(),
    chain: chainFacts.chain,
    network: chainFacts.network,
    amount: moneyText.meta({ description: 'What is (or would be) credited: whole cents.' }),
    txHash: z.string(),
    txUrl: z.string().nullable().meta({ description: 'The transaction on the chain’s explorer.' }),
    confirmations: z.number(),
    confirmationsRequired: z.number(),
    state: z.enum(CHAIN_DEPOSIT_STATES),
    reason: z.string().nullable().meta({
      description:
        'Why it is held (`belowMinimum`, `aboveCeiling`, `uncreditable` or the code of the player’s protection) or dropped (`reorg`, `duplicate`).',
    }),
    createdAt: timeText,
    creditedAt: timeText.nullable(),
  })
  .meta({ id: 'ChainDeposit' });
export type ChainDeposit = z.output<typeof chainDeposit>;

/** `GET /chain/deposits`: the player's on-chain deposits, newest first. */
export const chainDepositQuery = pageQuery;

/** Staff's view of an on-chain deposit: whose, where, the exact token amount, the decision. */
export const staffChainDeposit = chainDeposit
  .extend({
    userId: z.string(),
    address: z.string(),
    blockNumber: z.string(),
    units: z.string().meta({ description: 'The token amount in its smallest units.' }),
    remainder: z.string().meta({ description: 'Token units below a cent, not credited.' }),
    decidedBy: z
      .string()
      .nullable()
      .meta({ description: 'The staff member who last decided it: released, returned or reversed it.' }),
    note: z.string().nullable(),
    returnTxHash: z
      .string()
      .nullable()
      .meta({ description: 'A returned deposit: the refund’s transaction.' }),
    flag: z.string().nullable().meta({
      description:
        'Why a credited deposit waits for staff: `reorg`, its transfer left the chain after it was credited (reverse it). Kept on a reversed one.',
    }),
    flaggedAt: timeText.nullable(),
    owed: moneyText
      .nullable()
      .meta({ description: 'A reversed deposit: what the balance no longer held, recorded as owed.' }),
  })
  .meta({ id: 'StaffChainDeposit' });
export type StaffChainDeposit = z.output<typeof staffChainDeposit>;

/** `GET /chain/deposits` (staff): filtered by state, chain or player; `flagged`: the flagged queue. */
export const staffChainDepositQuery = pageQuery.extend({
  state: z.enum(CHAIN_DEPOSIT_STATES).optional(),
  flagged: booleanQuery.optional(),
  chain: z.string().max(32).optional(),
  userId: z.string().regex(USER_ID_PATTERN, { error: 'USER_ID_INVALID' }).optional(),
});
export type StaffChainDepositQuery = z.output<typeof staffChainDepositQuery>;

/** `POST /chain/deposits/{id}/release`: staff credit a held deposit anyway. */
export const chainRelease = z.object({ note: z.string().trim().min(1).max(500) });
/** `POST /chain/deposits/{id}/return`: staff record that the operator sent it back, and how. */
export const chainReturn = z.object({
  note: z.string().trim().min(1).max(500),
  txHash: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{64}$/, { error: 'INVALID_FORMAT' })
    .meta({ description: 'The refund’s transaction hash (0x and 64 hex digits).' }),
});
export type ChainReturn = z.output<typeof chainReturn>;

/** `POST /chain/deposits/{id}/reverse`: staff take back a credit whose transfer left the chain. */
export const chainReverse = z.object({ note: z.string().trim().min(1).max(500) });
export type ChainReverse = z.output<typeof chainReverse>;

/** A watched chain's state for staff (never its xpub or RPC URL). */
export const chainStatus = z
  .object({
    ...chainFacts,
    enabled: z.boolean(),
    token: z.string(),
    decimals: z.number(),
    block: z.string().nullable().meta({ description: 'The last block read (the cursor).' }),
    head: z.string().nullable().meta({ description: 'The chain’s head when last read.' }),
    lag: z.number().nullable().meta({ description: 'Blocks between the cursor and the head.' }),
    lastError: z.string().nullable(),
    updatedAt: timeText.nullable(),
    waiting: z.number().meta({ description: 'Deposits waiting for confirmations.' }),
    held: z.number().meta({ description: 'Deposits held for staff.' }),
    flagged: z
      .number()
      .meta({ description: 'Credited deposits whose transfer left the chain, waiting for staff.' }),
  })
  .meta({ id: 'ChainStatus' });
export type ChainStatus = z.output<typeof chainStatus>;
