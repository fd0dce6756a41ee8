/**
 * What the bet slip says is wrong while the amount is typed (and Bet is off): an amount that
 * cannot be a stake, under the room's minimum, over its bet limit, over the balance; a slip with
 * no pick is only told so when Bet is pressed. In the player's language, with the money forms'
 * messages where they fit.
 */
import { describe, expect, it } from 'vitest';
import { translate, type Locale } from '#i18n/index.ts';
import { judgeSlip, NO_PICKS, type SlipLimits, type TypedSlip } from '#islands/betting/slipCheck.ts';

/** A room of minimum 1.00 and limit 500.00 a round, a player with 50.00. */
const ROOM: SlipLimits = { min: 100n, limit: 50_000n, balance: 5_000n };

const uniform = (amount: string, picks = 1): TypedSlip => ({
  amount,
  perPick: false,
  picks: Array.from({ length: picks }, (_, i) => ({ key: `sum:${i}`, typed: amount })),
});

/** The message the slip shows, or null when it can be sent. */
function said(slip: TypedSlip, locale: Locale = 'en', limits: SlipLimits = ROOM): string | null {
  const verdict = judgeSlip(slip, limits, locale);
  return verdict.ok ? null : translate(locale, verdict.message, verdict.params);
}

describe('the slip as it is typed', () => {
  it.each(['abc', '-5', '5 USDT', '', '0', '1.2345', '1e3'])('refuses %j as an amount', (amount) => {
    expect(said(uniform(amount))).toBe('Enter an amount greater than 0 with at most two decimals.');
  });

  it('says the room’s minimum, in the player’s way of writing money', () => {
    expect(said(uniform('0.5'))).toBe('The minimum bet in this room is 1.00 USDT.');
    expect(said(uniform('0,5'), 'fr')).toBe('La mise minimale dans cette salle est de 1,00 USDT.');
  });

  it('says an amount over the room’s bet limit is above its maximum, 13 digits included', () => {
    expect(said(uniform('600'))).toBe('The amount is above the maximum of 500.00 USDT.');
    expect(said(uniform('1959999999999'))).toBe('The amount is above the maximum of 500.00 USDT.');
    expect(said(uniform('1,959,999,999,998.04'))).toBe('The amount is above the maximum of 500.00 USDT.');
    expect(said(uniform('1959999999998,04'), 'fr')).toBe(
      'Le montant est supérieur au maximum de 500,00 USDT.',
    );
    expect(said(uniform('1 959 999 999 998,04'), 'fr')).toBe(
      'Le montant est supérieur au maximum de 500,00 USDT.',
    );
  });

  it('says when the stake is over the balance, before any pick and for the slip’s total', () => {
    expect(said(uniform('60', 0))).toBe('Insufficient balance.');
    expect(said(uniform('30', 2))).toBe('Insufficient balance.');
    expect(said(uniform('30', 2), 'ru')).toBe(translate('ru', 'error.INSUFFICIENT_BALANCE'));
    // Not known (still loading, a visitor): not judged.
    expect(said(uniform('30', 2), 'en', { ...ROOM, balance: null })).toBeNull();
  });

  it('says when the slip’s total is over the room’s limit a round', () => {
    const rich = { ...ROOM, balance: 100_000n };
    expect(said(uniform('300', 2), 'en', rich)).toBe('The bet amount exceeds the limit of this room.');
    expect(said(uniform('250', 2), 'en', rich)).toBeNull();
  });

  it('leaves a good amount without picks to be told when Bet is pressed', () => {
    expect(judgeSlip(uniform('5', 0), ROOM, 'en')).toMatchObject({ ok: false, message: NO_PICKS });
  });

  it('answers the stakes and total of a slip that can be sent, read in the player’s language', () => {
    expect(judgeSlip(uniform('2,5', 2), ROOM, 'fr')).toEqual({
      ok: true,
      stakes: [
        { key: 'sum:0', cents: 250n },
        { key: 'sum:1', cents: 250n },
      ],
      total: 500n,
    });
  });

  it('per pick, names the pick whose amount is wrong', () => {
    const slip = (second: string): TypedSlip => ({
      amount: '1',
      perPick: true,
      picks: [
        { key: 'sum:BIG', typed: '2' },
        { key: 'sum:ODD', typed: second },
      ],
    });
    expect(judgeSlip(slip('x'), ROOM, 'en')).toMatchObject({
      message: 'betting.amountInvalid',
      key: 'sum:ODD',
    });
    expect(judgeSlip(slip('501'), { ...ROOM, balance: null }, 'en')).toMatchObject({
      message: 'error.AMOUNT_ABOVE_MAXIMUM',
      params: { max: '500.00' },
      key: 'sum:ODD',
    });
    expect(judgeSlip(slip('49'), ROOM, 'en')).toMatchObject({ message: 'error.INSUFFICIENT_BALANCE' });
    expect(judgeSlip(slip('48'), ROOM, 'en')).toMatchObject({ ok: true, total: 5_000n });
  });
});
