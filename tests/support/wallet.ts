/** Money helpers for API tests: funding a player through the real deposit flow, reading balances. */
import { expect } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import type { TestContext } from './runtime.ts';
import { callAdmin, callApp } from './routes.ts';
import { staffSession, type Player, type StaffSession } from './accounts.ts';

let financeCache = new WeakMap<TestContext['runtime'], { session: StaffSession; signedInAt: number }>();

/**
 * A finance staff session for this test's runtime, created once and again when the test clock
 * has moved past a staff token's lifetime (a staff shift is hours, tests may jump days).
 */
export async function finance(t: TestContext): Promise<StaffSession> {
  const cached = financeCache.get(t.runtime);
  const now = t.clock.now().getTime();
  const lifetimeMs = t.runtime.config.staffTokenTtlHours * 3_600_000;
  if (cached && now - cached.signedInAt < lifetimeMs) return cached.session;
  const session = await staffSession(t, 'finance');
  financeCache.set(t.runtime, { session, signedInAt: now });
  return session;
}

export function resetFinanceCache() {
  financeCache = new WeakMap();
}

/** Credits a player through the real flow: the player applies, finance confirms. */
export async function fund(t: TestContext, player: Player, amount: string): Promise<void> {
  const applied = await callApp(t, 'POST /deposit/apply', { headers: player.headers, body: { amount } });
  if (applied.status !== 200) throw new Error(`deposit apply failed: ${JSON.stringify(applied.body)}`);
  const staff = await finance(t);
  const confirmed = await callAdmin(t, 'POST /deposits/{id}/confirm', {
    params: { id: applied.body.data.id },
    headers: staff.headers,
    body: { amount },
  });
  if (confirmed.status !== 200) throw new Error(`deposit confirm failed: ${JSON.stringify(confirmed.body)}`);
}

/** A player's balance as the API reports it. */
export async function balanceOf(t: TestContext, player: Player): Promise<string> {
  const me = await callApp(t, 'GET /customer', { headers: player.headers });
  return me.body.data.balance;
}

/** Asserts the ledger check passes: every balance equals its entries, the books balance. */
export async function expectLedgerBalanced(t: TestContext): Promise<void> {
  const result = await checkLedger(t.runtime.database.db);
  expect(result.discrepancies).toEqual([]);
  expect(result.ok).toBe(true);
}
