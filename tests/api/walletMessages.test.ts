/**
 * What the wallet's refusals say (item 10): limits written as the pages write money in
 * the request's language, and a wrong transaction password on a withdrawal or a transfer called
 * wrong, not "current" (that word belongs to the change-password form's field).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#i18n/index.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer } from '../support/accounts.ts';
import { fund } from '../support/wallet.ts';

const t = setupTestRuntime();

async function readyPlayer() {
  const player = await registerPlayer(t);
  await completeProfile(t, player, 'tx-pass');
  await fund(t, player, '200');
  return player;
}

describe('limits in refusals are written as the hint writes them', () => {
  it.each([
    ['en', 'The amount is above the maximum of 10,000.00 USDT.'],
    ['fr', 'Le montant est supérieur au maximum de 10\u202f000,00 USDT.'],
  ] as const)('a withdrawal above the maximum, in %s', async (locale, message) => {
    const player = await readyPlayer();
    const res = await callApp(t, 'POST /withdraw/apply', {
      headers: { ...player.headers, 'accept-language': locale },
      body: { amount: '10000.01', transactionPassword: 'tx-pass' },
    });
    expect(res.body).toMatchObject({ error: 'AMOUNT_ABOVE_MAXIMUM', message });
  });

  it('a withdrawal below the minimum names the minimum', async () => {
    const player = await readyPlayer();
    const res = await callApp(t, 'POST /withdraw/apply', {
      headers: { ...player.headers, 'accept-language': 'en' },
      body: { amount: '19.99', transactionPassword: 'tx-pass' },
    });
    expect(res.body).toMatchObject({
      error: 'AMOUNT_BELOW_MINIMUM',
      message: 'The amount is below the minimum of 20.00 USDT.',
    });
  });
});

/** The word for "current" in each language, which a withdrawal's refusal must not use. */
const CURRENT: Record<Locale, string> = {
  en: 'current',
  id: 'saat ini',
  hi: 'वर्तमान',
  th: 'ปัจจุบัน',
  vi: 'hiện tại',
  ar: 'الحالية',
  ru: 'екущ',
  ko: '현재',
  ja: '現在',
  fr: 'actuel',
};

describe('a wrong transaction password is called wrong, not "current"', () => {
  it.each(LOCALES)('on a withdrawal, in %s', async (locale) => {
    const player = await readyPlayer();
    const res = await callApp(t, 'POST /withdraw/apply', {
      headers: { ...player.headers, 'accept-language': locale },
      body: { amount: '50', transactionPassword: 'wrong-one' },
    });
    expect(res.body.error).toBe('CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT');
    expect(res.body.message?.toLowerCase()).not.toContain(CURRENT[locale]);
  });

  it('on a transfer', async () => {
    const [player, other] = [await readyPlayer(), await registerPlayer(t)];
    const res = await callApp(t, 'POST /transfer', {
      headers: { ...player.headers, 'accept-language': 'en' },
      body: { toUserId: other.userId, amount: '5', transactionPassword: 'wrong-one' },
    });
    expect(res.body).toMatchObject({
      error: 'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT',
      message: 'The transaction password is not correct.',
    });
  });
});
