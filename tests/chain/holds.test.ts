/**
 * Deposits the watcher must not credit by itself, against anvil on PGlite and PostgreSQL: a
 * transfer of an impossible amount (2^200 token units) is recorded and held and the deposits
 * after it are credited; over the site's automatic ceiling or the balance a player can hold,
 * held; staff's release follows the rule of a manual confirmation (a block or a deposit limit
 * refuses it, with the same codes); a held deposit is returned with the refund's hash; every
 * hold tells the player why, in their language.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAIN_DEPOSIT_REF } from '#server/chain/credit.ts';
import { chainDeposits, ledgerEntries } from '#server/db/schema/index.ts';
import { BALANCE_MAX } from '#server/ledger/ledger.ts';
import { translate } from '#i18n/index.ts';
import type { Notification } from '#shared/contract/notifications.ts';
import type { Page } from '#shared/contract/common.ts';
import { chainRuntime } from '../support/chainApi.ts';
import { cursorRow } from '../support/chainWatcher.ts';
import { staffSession, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced } from '../support/wallet.ts';

const chain = chainRuntime({ confirmations: 1, minDeposit: 500n });
const { t } = chain;

const REFUND = `0x${'cd'.repeat(32)}`;

/** The player's notifications of deposits held, in `language`. */
async function heldNotices(player: Player, language = 'en') {
  const page = await chain.get<Page<Notification>>('/api/app/notification/search', {
    ...player.headers,
    'accept-language': language,
  });
  return page.list.filter((n) => n.kind === 'depositHeld');
}

/** The ledger entries of one chain deposit. */
const ledgerOf = (id: string) =>
  t.runtime.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, id));

/** Sets a site limit as an admin does. */
async function setLimit(limits: Record<string, unknown>) {
  const admin = await staffSession(t, 'admin');
  const res = await t.call('PUT', '/api/admin/settings', { headers: admin.headers, body: { limits } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('amounts the watcher does not credit by itself', () => {
  it('records a transfer of 2^200 units, holds it, and credits the deposits after it', async () => {
    const me = await chain.depositor();
    const huge = 2n ** 200n;
    await chain.usdt.mint(me.address, huge);
    await chain.send(me.address, 12);
    await chain.node.mine(1);
    expect(await chain.scan()).toMatchObject({ ok: true, recorded: 2, credited: 1, held: 1 });
    expect(await balanceOf(t, me.player)).toBe('12.00');
    const head = await chain.node.client.getBlockNumber();
    expect((await cursorRow(t))?.blockNumber).toBe(head);
    const [normal, held] = (await chain.depositsOf(me.player)).list.sort(
      (a, b) => a.amount.length - b.amount.length,
    );
    expect(normal).toMatchObject({ state: 'credited', amount: '12.00' });
    expect(held).toMatchObject({ state: 'held', reason: 'uncreditable', amount: formatUnits(huge) });
    const [stored] = await t.runtime.database.db
      .select()
      .from(chainDeposits)
      .where(eq(chainDeposits.id, held?.id ?? ''));
    expect(stored).toMatchObject({
      units: huge.toString(),
      cents: huge / 10_000n,
      remainder: (huge % 10_000n).toString(),
    });
    expect(await ledgerOf(held?.id ?? '')).toEqual([]);

    // Staff can only return it: a release is refused and changes nothing.
    const finance = await staffSession(t, 'finance');
    const release = await chain.decide(finance, held?.id ?? '', 'release', { note: 'try' });
    expect(release.status).toBe(400);
    expect(release.body.error).toBe('AMOUNT_ABOVE_MAXIMUM');
    expect(await balanceOf(t, me.player)).toBe('12.00');
    const returned = await chain.decide(finance, held?.id ?? '', 'return', {
      note: 'sent back',
      txHash: REFUND,
    });
    expect(returned.body.data).toMatchObject({ state: 'returned', returnTxHash: REFUND, note: 'sent back' });
    expect(await ledgerOf(held?.id ?? '')).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('holds a deposit over the site’s automatic ceiling for staff, who may credit it', async () => {
    await setLimit({ chainDepositAutoMax: '100' });
    const me = await chain.depositor();
    await chain.send(me.address, 100.01);
    await chain.send(me.address, 100);
    expect(await chain.scan()).toMatchObject({ credited: 1, held: 1 });
    const held = (await chain.depositsOf(me.player)).list.find((d) => d.state === 'held');
    expect(held).toMatchObject({ amount: '100.01', reason: 'aboveCeiling' });
    expect(await balanceOf(t, me.player)).toBe('100.00');
    const finance = await staffSession(t, 'finance');
    const release = await chain.decide(finance, held?.id ?? '', 'release', { note: 'checked the sender' });
    expect(release.body.data).toMatchObject({ state: 'credited', reason: 'aboveCeiling' });
    expect(await balanceOf(t, me.player)).toBe('200.01');
    await expectLedgerBalanced(t);
  });

  it('holds a deposit that would take the balance past what it can hold', async () => {
    await setLimit({ chainDepositAutoMax: null });
    const me = await chain.depositor();
    const nearlyFull = BALANCE_MAX - 1_000n; // cents
    await chain.usdt.mint(me.address, nearlyFull * 10_000n);
    expect(await chain.scan()).toMatchObject({ credited: 1 });
    await chain.send(me.address, 20);
    expect(await chain.scan()).toMatchObject({ credited: 0, held: 1 });
    expect((await chain.depositsOf(me.player)).list[0]).toMatchObject({
      state: 'held',
      reason: 'uncreditable',
    });
    expect(await balanceOf(t, me.player)).toBe(formatUnits(nearlyFull * 10_000n));
    await expectLedgerBalanced(t);
  });
});

describe('staff release a held deposit by the rule of a manual confirmation', () => {
  it('is refused while the player is self-excluded, with the manual path’s code; returned instead', async () => {
    const me = await chain.depositor();
    const excluded = await t.call('POST', '/api/app/customer/self-exclusion', {
      headers: me.player.headers,
      body: { months: 6, password: me.player.password },
    });
    expect(excluded.status).toBe(200);
    // The manual path refuses the same player with the same code.
    const claim = await t.call('POST', '/api/app/deposit/apply', {
      headers: me.player.headers,
      body: { amount: '20' },
    });
    expect(claim.body.error).toBe('ACCOUNT_SELF_EXCLUDED');
    await chain.send(me.address, 20);
    await chain.scan();
    const [held] = (await chain.depositsOf(me.player)).list;
    expect(held).toMatchObject({ state: 'held', reason: 'ACCOUNT_SELF_EXCLUDED' });
    const finance = await staffSession(t, 'finance');
    const refused = await chain.decide(finance, held?.id ?? '', 'release', { note: 'player asked' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('ACCOUNT_SELF_EXCLUDED');
    expect(await balanceOf(t, me.player)).toBe('0.00');
    expect((await chain.depositsOf(me.player)).list[0]?.state).toBe('held');
    const admin = await staffSession(t, 'admin');
    expect(await chain.auditOf(admin, 'chainDeposit.release', held?.id ?? '')).toEqual([]);

    // Returned with the refund's hash (required), audited; the ledger does not move.
    const noHash = await chain.decide(finance, held?.id ?? '', 'return', { note: 'refunded' });
    expect(noHash.status).toBe(400);
    const returned = await chain.decide(finance, held?.id ?? '', 'return', {
      note: 'refunded',
      txHash: REFUND,
    });
    expect(returned.body.data).toMatchObject({
      state: 'returned',
      returnTxHash: REFUND,
      decidedBy: finance.username,
    });
    const [entry] = await chain.auditOf(admin, 'chainDeposit.return', held?.id ?? '');
    expect(entry?.after).toMatchObject({ state: 'returned', txHash: REFUND, note: 'refunded' });
    expect(await ledgerOf(held?.id ?? '')).toEqual([]);
  });

  it('is refused over the player’s deposit limit and during a time-out, and allowed once they end', async () => {
    const me = await chain.depositor();
    const limits = await t.call('PUT', '/api/app/customer/limits', {
      headers: me.player.headers,
      body: { deposit: { daily: '10.00' } },
    });
    expect(limits.status).toBe(200);
    await chain.send(me.address, 25);
    await chain.scan();
    const [overLimit] = (await chain.depositsOf(me.player)).list;
    expect(overLimit).toMatchObject({ state: 'held', reason: 'DEPOSIT_LIMIT_EXCEEDED' });
    const finance = await staffSession(t, 'finance');
    const refused = await chain.decide(finance, overLimit?.id ?? '', 'release', { note: 'player asked' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'DEPOSIT_LIMIT_EXCEEDED',
      fields: { period: 'daily', limit: '10.00' },
    });

    const timeout = await t.call('POST', '/api/app/customer/timeout', {
      headers: me.player.headers,
      body: { days: 1, password: me.player.password },
    });
    expect(timeout.status).toBe(200);
    await chain.send(me.address, 6);
    await chain.scan();
    const [timedOut] = (await chain.depositsOf(me.player)).list;
    expect(timedOut).toMatchObject({ state: 'held', reason: 'ACCOUNT_IN_TIMEOUT' });
    const during = await chain.decide(finance, timedOut?.id ?? '', 'release', { note: 'player asked' });
    expect(during.body.error).toBe('ACCOUNT_IN_TIMEOUT');
    expect(await balanceOf(t, me.player)).toBe('0.00');

    // Two days on: the time-out is over and a new day's limit has room for 6.00, not 25.00.
    t.clock.advance(2 * 86_400_000);
    const later = await staffSession(t, 'finance');
    const credited = await chain.decide(later, timedOut?.id ?? '', 'release', { note: 'time-out over' });
    expect(credited.body.data).toMatchObject({ state: 'credited' });
    expect((await chain.decide(later, overLimit?.id ?? '', 'release', { note: 'again' })).body.error).toBe(
      'DEPOSIT_LIMIT_EXCEEDED',
    );
    expect(await balanceOf(t, me.player)).toBe('6.00');
    await expectLedgerBalanced(t);
  });
});

describe('a held deposit tells its player why', () => {
  it('notifies each hold with its reason in the player’s language', async () => {
    await setLimit({ chainDepositAutoMax: '50' });
    const me = await chain.depositor();
    await chain.send(me.address, 2.5); // below the 5.00 minimum
    await chain.send(me.address, 60); // over the ceiling
    await chain.scan();
    const reasons = {
      belowMinimum: 'wallet.chainRecords.reason.belowMinimum',
      aboveCeiling: 'wallet.chainRecords.reason.aboveCeiling',
    } as const;
    for (const language of ['en', 'fr', 'ja', 'ar'] as const) {
      const notices = await heldNotices(me.player, language);
      expect(notices.map((n) => n.title)).toEqual([
        translate(language, 'notification.depositHeld.title'),
        translate(language, 'notification.depositHeld.title'),
      ]);
      const bodies = notices.map((n) => n.body).join('\n');
      expect(bodies).toContain(translate(language, reasons.belowMinimum));
      expect(bodies).toContain(translate(language, reasons.aboveCeiling));
      expect(bodies).not.toMatch(/belowMinimum|aboveCeiling|\{reason\}/);
    }
    expect((await heldNotices(me.player)).map((n) => n.body)).toContain(
      translate('en', 'notification.depositHeld.body', {
        amount: '2.50',
        reason: translate('en', reasons.belowMinimum),
      }),
    );
    expect(await balanceOf(t, me.player)).toBe('0.00');
    const ids = (await chain.depositsOf(me.player)).list.map((d) => d.id);
    for (const id of ids) expect(await ledgerOf(id)).toEqual([]);
    expect(
      (
        await t.runtime.database.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.refType, CHAIN_DEPOSIT_REF))
      ).length,
    ).toBe(0);
  });
});

/** Token units of the 6-decimal test token as the API's money text (whole cents). */
function formatUnits(units: bigint): string {
  const cents = units / 10_000n;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
