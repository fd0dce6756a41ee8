import { describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/index.ts';
import { defaultStakeChips, sortStakeChips, stakeChipsProblem } from '#shared/stakeChips.ts';
import { readStakeChips } from '#islands/admin/lotteries/stakeChipsInput.ts';
import { checkRoom, roomBody, roomChanges, roomFieldErrors } from '#islands/admin/lotteries/roomDraft.ts';
import type { T } from '#client/i18n.ts';

describe('a room’s default stake chips', () => {
  it('are the minimum bet ×1, ×5, ×10, ×50 and ×100', () => {
    expect(defaultStakeChips(100n, 50_000n)).toEqual([100n, 500n, 1_000n, 5_000n, 10_000n]);
  });

  it('keep only those within the bet limit', () => {
    expect(defaultStakeChips(1_000n, 20_000n)).toEqual([1_000n, 5_000n, 10_000n]);
    expect(defaultStakeChips(1_000n, 9_999n)).toEqual([1_000n, 5_000n]);
  });

  it('are at least the minimum bet, even when the limit equals it', () => {
    expect(defaultStakeChips(2_500n, 2_500n)).toEqual([2_500n]);
  });
});

describe('the rules of a room’s stake chips', () => {
  const room = { minBet: 100n, betLimit: 10_000n };

  it('take one to eight chips within the minimum bet and the limit, the bounds included', () => {
    expect(stakeChipsProblem([100n], room)).toBeNull();
    expect(stakeChipsProblem([10_000n, 100n, 550n], room)).toBeNull();
    expect(stakeChipsProblem([100n, 200n, 300n, 400n, 500n, 600n, 700n, 800n], room)).toBeNull();
  });

  it('refuse no chips, more than eight, a chip below the minimum or above the limit, and a chip twice', () => {
    expect(stakeChipsProblem([], room)).toBe('TOO_SHORT');
    expect(
      stakeChipsProblem(
        [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n].map((n) => n * 100n),
        room,
      ),
    ).toBe('TOO_LONG');
    expect(stakeChipsProblem([99n, 500n], room)).toBe('AMOUNT_BELOW_MINIMUM');
    expect(stakeChipsProblem([500n, 10_001n], room)).toBe('AMOUNT_ABOVE_MAXIMUM');
    expect(stakeChipsProblem([500n, 100n, 500n], room)).toBe('DUPLICATE_VALUE');
  });

  it('are kept ascending', () => {
    expect(sortStakeChips([5_000n, 100n, 1_000n])).toEqual([100n, 1_000n, 5_000n]);
  });
});

describe('the console’s stake chips field', () => {
  it.each(LOCALES)('%s: amounts separated by spaces or semicolons', (locale) => {
    expect(readStakeChips('1 5 10', locale)).toEqual([100n, 500n, 1_000n]);
    expect(readStakeChips(' 1;5 ;  10.5 ', locale)).toEqual([100n, 500n, 1_050n]);
  });

  it('reads a comma as the decimal mark it is in French, never as a separator', () => {
    expect(readStakeChips('2,5 10', 'fr')).toEqual([250n, 1_000n]);
    expect(readStakeChips('1 ; 2,5 ; 10 ; 50', 'fr')).toEqual([100n, 250n, 1_000n, 5_000n]);
    // "1,5,10" is no amount in any language: refused rather than guessed.
    expect(readStakeChips('1,5,10', 'en')).toBeNull();
  });

  it('reads Arabic-Indic digits, the Arabic decimal separator and semicolon', () => {
    expect(readStakeChips('١؛ ٥٫٥؛ ١٠', 'ar')).toEqual([100n, 550n, 1_000n]);
  });

  it('refuses an ambiguous, zero or unreadable amount, and a space-grouped thousand', () => {
    expect(readStakeChips('1,500', 'en')).toBeNull();
    expect(readStakeChips('0 5', 'en')).toBeNull();
    expect(readStakeChips('5 abc', 'en')).toBeNull();
    expect(readStakeChips('1 000', 'fr')).toBeNull();
  });

  it('reads nothing typed as no chips', () => {
    expect(readStakeChips('  ', 'en')).toEqual([]);
  });
});

describe('the room form', () => {
  // The message key itself stands for its text.
  const t: T = (key) => key;
  const room = {
    id: 1,
    lotteryId: 1,
    name: 'Beginner',
    names: {},
    minBet: '1.00',
    balanceRequirement: '0.00',
    betLimit: '500.00',
    stakeChips: ['1.00', '5.00', '10.00'],
  };
  const draft = {
    name: 'Beginner',
    minBet: '1.00',
    balance: '0.00',
    limit: '500.00',
    chips: '1.00 5.00 10.00',
  };

  it('checks the chips as the server does, against the minimum and the limit being typed', () => {
    expect(checkRoom(t, 'en', draft)).toEqual({});
    expect(checkRoom(t, 'en', { ...draft, minBet: '2' })).toEqual({
      chips: 'admin.lotteries.stakeChipsBelowMin',
    });
    expect(checkRoom(t, 'en', { ...draft, chips: '5 600' })).toEqual({
      chips: 'admin.lotteries.stakeChipsAboveLimit',
    });
    expect(checkRoom(t, 'en', { ...draft, chips: '5 5.00' })).toEqual({
      chips: 'admin.lotteries.stakeChipsDuplicate',
    });
    expect(checkRoom(t, 'en', { ...draft, chips: '' })).toEqual({ chips: 'admin.lotteries.stakeChipsCount' });
    expect(checkRoom(t, 'en', { ...draft, chips: '1,500' })).toEqual({
      chips: 'admin.lotteries.stakeChipsInvalid',
    });
  });

  it('lists the chips’ change before → after, sorted, and sends them as money strings', () => {
    const edited = { ...draft, chips: '20 2,5 1' };
    const changes = roomChanges(t, 'fr', room, edited);
    expect(changes).toEqual([
      {
        label: 'admin.lotteries.stakeChips',
        before: '1,00 · 5,00 · 10,00 USDT',
        after: '1,00 · 2,50 · 20,00 USDT',
      },
    ]);
    expect(roomBody(edited, 'fr').stakeChips).toEqual(['1.00', '2.50', '20.00']);
    // The same chips in another order or spelling are no change.
    expect(roomChanges(t, 'en', room, { ...draft, chips: '10 1 5' })).toEqual([]);
  });

  it('shows the server’s stakeChips codes in the chips field', () => {
    expect(roomFieldErrors(t, { stakeChips: 'AMOUNT_BELOW_MINIMUM' }).chips).toBe(
      'admin.lotteries.stakeChipsBelowMin',
    );
    expect(roomFieldErrors(t, { 'stakeChips.1': 'INVALID_AMOUNT' }).chips).toBe(
      'admin.lotteries.stakeChipsInvalid',
    );
  });
});
