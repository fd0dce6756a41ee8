/** Factories for accounts in API tests: players registered through the API, staff with tokens. */
import { type StaffRole } from '#shared/vocabulary.ts';
import type { TestContext } from './runtime.ts';
import { callAdmin, callApp } from './routes.ts';

export const TEST_INVITATION = 'TESTCODE';

export interface Player {
  jwt: string;
  userId: string;
  username: string;
  password: string;
  headers: Record<string, string>;
}

let counter = 0;

/** Makes sure the test invitation code exists. */
export async function ensureInvitation(t: TestContext): Promise<void> {
  const list = await t.runtime.invitations.list();
  if (!list.some((i) => i.code === TEST_INVITATION))
    await t.runtime.invitations.create(null, { code: TEST_INVITATION });
}

/** Registers a player through the API (happy path) and returns their token and ids. */
export async function registerPlayer(
  t: TestContext,
  overrides: Partial<{ username: string; password: string; realName: string; invitationCode: string }> = {},
): Promise<Player> {
  await ensureInvitation(t);
  counter += 1;
  const username = overrides.username ?? `player_${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const password = overrides.password ?? 'secret-pass';
  const res = await callApp(t, 'POST /customer/register', {
    body: {
      username,
      password,
      confirmPassword: password,
      realName: overrides.realName ?? 'Test Player',
      invitationCode: overrides.invitationCode ?? TEST_INVITATION,
      agreeTerms: true,
    },
  });
  if (res.status !== 200) throw new Error(`registration failed: ${JSON.stringify(res.body)}`);
  const { jwt, user } = res.body.data;
  return { jwt, userId: user.userId, username, password, headers: { jwt } };
}

/** Completes a player's profile (phone, USDT address) and sets their transaction password. */
export async function completeProfile(t: TestContext, player: Player, transactionPassword = 'tx-secret') {
  const res = await callApp(t, 'POST /customer/profile', {
    headers: player.headers,
    body: {
      phoneNumber: '+6591234567',
      cryptoAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
      transactionPassword,
    },
  });
  if (res.status !== 200) throw new Error(`profile failed: ${JSON.stringify(res.body)}`);
  return transactionPassword;
}

export interface StaffSession {
  jwt: string;
  headers: Record<string, string>;
  username: string;
  password: string;
}

/** Creates a staff member with a role and signs them in. */
export async function staffSession(t: TestContext, role: StaffRole): Promise<StaffSession> {
  counter += 1;
  const username = `${role}${counter}`;
  const password = 'staff-password-1';
  await t.runtime.staffAccounts.create({ username, role, password });
  const res = await callAdmin(t, 'POST /auth/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(res.body)}`);
  return { jwt: res.body.data.jwt, headers: { jwt: res.body.data.jwt }, username, password };
}
