import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { siteSettings } from '#server/db/schema/index.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { formatMoney } from '#shared/money.ts';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, type Player } from '../support/accounts.ts';
import { balanceOf, finance } from '../support/wallet.ts';

const t = setupTestRuntime();

const PLAYERS = 3;
const WITHDRAW_MIN = 2000n;

type Op =
  | { kind: 'deposit'; p: number; cents: number }
  | { kind: 'withdraw'; p: number; cents: number }
  | { kind: 'cancel' | 'approve' | 'paid' | 'fail' | 'reject'; p: number }
  | { kind: 'transfer'; p: number; to: number; cents: number }
  | { kind: 'reverse'; p: number; nth: number };

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
// Amounts around the limits (withdrawal minimum 20.00, transfer minimum 1.00), small next to deposits.
const cents = fc.integer({ min: 1, max: 9_000 });
// Weighted so that withdrawals often live long enough to be approved, paid, failed…
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      p: player,
      cents: fc.integer({ min: 5_000, max: 30_000 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), p: player, cents }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'cancel' as const,
        'approve' as const,
        'paid' as const,
        'fail' as const,
        'reject' as const,
      ),
      p: player,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('transfer' as const), p: player, to: player, cents }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), p: player, nth: fc.nat(5) }) },
);

interface Model {
  balance: bigint;
  open: { id: string; amount: bigint; status: 'pending' | 'approved' } | null;
  deposits: { id: string; amount: bigint; reversed: boolean }[];
}

describe('the ledger under random sequences of money operations', () => {
  it('keeps every balance equal to the model and to its entries, and the books balanced, after every step', async () => {
    await t.runtime.database.db
      .update(siteSettings)
      .set({ transferDailyLimit: null })
      .where(eq(siteSettings.id, 1));
    t.runtime.site.invalidate();
    const staff = await finance(t);
    const staffPost = (path: string, body?: unknown) =>
      t.call<Envelope>('POST', `/api/admin${path}`, { headers: staff.headers, body });

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40 }), async (ops) => {
        const players: Player[] = [];
        const model: Model[] = [];
        for (let i = 0; i < PLAYERS; i++) {
          const p = await registerPlayer(t);
          await completeProfile(t, p, 'tx-pass');
          players.push(p);
          model.push({ balance: 0n, open: null, deposits: [] });
        }
        for (const step of ops) {
          const who = players[step.p] as Player;
          const m = model[step.p] as Model;
          switch (step.kind) {
            case 'deposit': {
              const amount = formatMoney(BigInt(step.cents));
              const applied = await callApp(t, 'POST /deposit/apply', {
                headers: who.headers,
                body: { amount },
              });
              expect((await staffPost(`/deposits/${applied.body.data.id}/confirm`, { amount })).status).toBe(
                200,
              );
              m.balance += BigInt(step.cents);
              m.deposits.push({ id: applied.body.data.id, amount: BigInt(step.cents), reversed: false });
              break;
            }
            case 'withdraw': {
              const amount = BigInt(step.cents);
              const res = await callApp(t, 'POST /withdraw/apply', {
                headers: who.headers,
                body: { amount: formatMoney(amount), transactionPassword: 'tx-pass' },
              });
              const ok = m.open === null && amount >= WITHDRAW_MIN && amount <= m.balance;
              expect(res.status === 200, `withdraw ${amount} with ${m.balance}`).toBe(ok);
              if (ok) {
                m.balance -= amount;
                m.open = { id: res.body.data.id, amount, status: 'pending' };
              }
              break;
            }
            case 'cancel':
            case 'approve':
            case 'reject':
            case 'paid':
            case 'fail': {
              // Aimed at a player who has an open withdrawal, so that its whole life gets exercised.
              const withOpen = model.map((x, i) => (x.open ? i : -1)).filter((i) => i >= 0);
              const target = withOpen[step.p % Math.max(1, withOpen.length)];
              if (target === undefined) break;
              const owner = players[target] as Player;
              const m = model[target] as Model;
              if (!m.open) break;
              const { id } = m.open;
              const res =
                step.kind === 'cancel'
                  ? await callApp(t, 'POST /withdraw/cancel', { query: { id: id }, headers: owner.headers })
                  : await staffPost(
                      `/withdrawals/${id}/${step.kind}`,
                      step.kind === 'paid'
                        ? { txHash: '0xabc' }
                        : step.kind === 'approve'
                          ? undefined
                          : { reason: 'r' },
                    );
              const from = step.kind === 'paid' || step.kind === 'fail' ? 'approved' : 'pending';
              const ok = m.open.status === from;
              expect(res.status === 200, `${step.kind} of a ${m.open.status} withdrawal`).toBe(ok);
              if (!ok) break;
              if (step.kind === 'approve') m.open.status = 'approved';
              else {
                if (step.kind !== 'paid') m.balance += m.open.amount;
                m.open = null;
              }
              break;
            }
            case 'transfer': {
              const to = players[step.to] as Player;
              const amount = BigInt(step.cents);
              const res = await callApp(t, 'POST /transfer', {
                headers: who.headers,
                body: { toUserId: to.userId, amount: formatMoney(amount), transactionPassword: 'tx-pass' },
              });
              const ok = step.to !== step.p && amount >= 100n && amount <= 500_000n && amount <= m.balance;
              expect(res.status === 200, `transfer ${amount} with ${m.balance}`).toBe(ok);
              if (ok) {
                m.balance -= amount;
                (model[step.to] as Model).balance += amount;
              }
              break;
            }
            case 'reverse': {
              const deposit = m.deposits[step.nth];
              if (!deposit) break;
              const res = await staffPost(`/deposits/${deposit.id}/reverse`, { reason: 'chargeback' });
              expect(res.status === 200).toBe(!deposit.reversed);
              if (!deposit.reversed) {
                m.balance -= m.balance < deposit.amount ? m.balance : deposit.amount;
                deposit.reversed = true;
              }
              break;
            }
          }
          for (let i = 0; i < PLAYERS; i++) {
            expect(await balanceOf(t, players[i] as Player)).toBe(formatMoney((model[i] as Model).balance));
          }
          const check = await checkLedger(t.runtime.database.db);
          expect(check.discrepancies).toEqual([]);
        }
      }),
      { numRuns: 20, seed: 20261121 },
    );
  }, 240_000);
});
