/**
 * What a player reads about an on-chain deposit: each reason a deposit is held or
 * dropped (below the minimum, over the ceiling, uncreditable, a protection's code, a reorg, a
 * duplicate) is its own sentence in every language, never the code the server sends; a reason the
 * screen does not know still reads as a sentence; the transaction hash is shortened.
 */
import { describe, expect, it } from 'vitest';
import { makeT } from '#client/i18n.ts';
import { islandMessages, LOCALES } from '#i18n/index.ts';
import { ERROR_CODES } from '#shared/errorCodes.ts';
import { chainReasonText, shortHash } from '#islands/wallet/chainWords.ts';
import { CHAIN_HOLD_REASONS } from '#shared/vocabulary.ts';

/** The error codes among the reasons the watcher holds a deposit with (src/server/chain/credit.ts). */
const HOLD_CODES = CHAIN_HOLD_REASONS.filter((reason) => /^[A-Z_]+$/.test(reason));

describe.each(LOCALES)('the reasons of an on-chain deposit in %s', (locale) => {
  const t = makeT(islandMessages(locale, ['wallet.chainRecords.']));
  const generic = chainReasonText(t, { state: 'held', reason: 'SOMETHING_NEW' });

  it('gives each hold reason, the reorg and a duplicate their own sentence, not a code', () => {
    const held = CHAIN_HOLD_REASONS.map((reason) => chainReasonText(t, { state: 'held', reason }));
    const dropped = ['reorg', 'duplicate'].map((reason) => chainReasonText(t, { state: 'dropped', reason }));
    const all = [...held, ...dropped, generic];
    expect(new Set(all).size).toBe(all.length);
    for (const text of all) expect(text).not.toMatch(/^[\w.]+$|wallet\.|[A-Z]{3,}_[A-Z]/);
  });

  it('says a held deposit with an unknown reason is under review, whatever the reason', () => {
    expect(generic).toBe(t('wallet.chainRecords.reason.held'));
    expect(chainReasonText(t, { state: 'held', reason: 'constructor' })).toBe(generic);
    expect(chainReasonText(t, { state: 'held', reason: null })).toBe(generic);
  });

  it('gives no reason for a deposit waiting, credited, returned or reversed', () => {
    for (const state of ['seen', 'credited', 'returned', 'reversed'] as const)
      expect(chainReasonText(t, { state, reason: null })).toBeNull();
  });
});

describe('the hold codes', () => {
  it('are error codes of the API (a renamed code would fall back to the generic words)', () => {
    for (const code of HOLD_CODES) expect(ERROR_CODES).toContain(code);
  });
});

describe('a transaction hash', () => {
  it('is shown as its first six and last four characters', () => {
    expect(shortHash(`0x1234${'0'.repeat(56)}abcd`)).toBe('0x1234…abcd');
  });
});
