/**
 * USDT deposits seen on EVM chains: the addresses handed out to players, how far the
 * watcher has read each chain, and every transfer it recorded with what became of it.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, customerRef, money, ts, uuidId } from './columns.ts';
import { CHAIN_DEPOSIT_STATES } from '#shared/vocabulary.ts';

/**
 * Where players' deposit indexes come from (`customers.deposit_index`): never reused. It starts
 * at 1: index 0 is the wallet's first account (what a wallet shows first, and anvil's funded
 * account), which the operator may use for anything, so no player is given it.
 */
export const depositIndexSequence = pgSequence('customer_deposit_index_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 2_147_483_647,
});

/** A player's address on a chain (lower-case), so a log's `to` is matched with one lookup. */
export const chainAddresses = pgTable(
  'chain_addresses',
  {
    chainKey: text('chain_key').notNull(),
    address: text('address').notNull(),
    customerId: customerRef(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.chainKey, table.address] }),
    index('chain_addresses_customer_idx').on(table.customerId, table.chainKey),
    check('chain_addresses_lower_case', sql`${table.address} = lower(${table.address})`),
  ],
);

/**
 * How far the watcher has read a chain: the last block read (and its hash, to tell a reorg) and
 * the head seen; all null until a first scan succeeds (a failed one records only its error).
 */
export const chainCursors = pgTable('chain_cursors', {
  chainKey: text('chain_key').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'bigint' }),
  blockHash: text('block_hash'),
  head: bigint('head', { mode: 'bigint' }),
  /** The last RPC failure, cleared by the next scan that succeeds. */
  lastError: text('last_error'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A token transfer to a player's address: `seen` until it has the chain's confirmations, then
 * `credited` (the ledger moved), `held` (not credited: a block, a deposit limit, below the
 * minimum, over the automatic ceiling, or an amount no balance can hold — kept for staff) or
 * `dropped` (its block left the chain). Staff decide a held one: credit it (`credited`) or
 * record that the operator sent it back (`returned`, with the refund's transaction). A credited
 * one whose transfer a deep reorganisation removed is `flag`ged (`reorg`) until staff reverse
 * it (`reversed`: the ledger takes the credit back).
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: uuidId(),
    chainKey: text('chain_key').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    customerId: customerRef(),
    address: text('address').notNull(),
    /** Token units (up to 78 digits), read as a string. */
    units: numeric('units', { precision: 78, scale: 0 }).notNull(),
    /**
     * Whole cents of `units`: any transfer's amount fits (a token of 0 decimals: 2^256 units are
     * 80 digits of cents), so no record is refused; only what a balance can hold is credited.
     */
    cents: numeric('cents', { precision: 80, scale: 0, mode: 'bigint' }).notNull(),
    /** What is left below one cent, in token units. */
    remainder: numeric('remainder', { precision: 78, scale: 0 }).notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    state: text('state', { enum: CHAIN_DEPOSIT_STATES }).notNull().default('seen'),
    reason: text('reason'),
    creditedAt: ts('credited_at'),
    /** The staff member who credited or returned a held deposit, with why and when. */
    decidedBy: uuid('decided_by'),
    note: text('note'),
    decidedAt: ts('decided_at'),
    /** The operator's refund of a returned deposit (its transaction hash). */
    returnTxHash: text('return_tx_hash'),
    /** Why a credited deposit waits for staff (`reorg`: its transfer left the chain), and since when. */
    flag: text('flag'),
    flaggedAt: ts('flagged_at'),
    /** What a reversal could not take back because the balance was already spent (cents). */
    owed: money('owed'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('chain_deposits_once').on(table.chainKey, table.txHash, table.logIndex),
    index('chain_deposits_open_idx')
      .on(table.chainKey, table.blockNumber)
      .where(sql`${table.state} = 'seen'`),
    index('chain_deposits_customer_idx').on(table.customerId, table.createdAt),
    index('chain_deposits_state_idx').on(table.state, table.createdAt),
    index('chain_deposits_recheck_idx')
      .on(table.chainKey, table.blockNumber)
      .where(sql`${table.state} in ('credited', 'held')`),
    index('chain_deposits_flagged_idx')
      .on(table.chainKey, table.flaggedAt)
      .where(sql`${table.flag} is not null and ${table.state} = 'credited'`),
  ],
);
