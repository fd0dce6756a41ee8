import { describe, expect, it } from 'vitest';
import { ar } from '#i18n/locales/ar.ts';
import { en } from '#i18n/locales/en.ts';

// Arabic used سحب for both a lottery draw and a withdrawal of money: "سحب" next to a wallet
// button read as either. A draw is a قرعة; a withdrawal stays سحب.
const messages = Object.entries(en) as [keyof typeof en, string][];
const isWithdrawal = (english: string) => /withdraw/i.test(english);
const isDraw = (english: string) => /\bdraw(s|n|ing)?\b/i.test(english) && !isWithdrawal(english);

describe('Arabic words for a draw and a withdrawal', () => {
  it('never calls a draw سحب', () => {
    const clashes = messages
      .filter(([key, english]) => isDraw(english) && /سحب|سحوب/.test(ar[key]))
      .map(([key]) => `${key}: ${ar[key]}`);
    expect(clashes).toEqual([]);
  });

  it('never calls a withdrawal قرعة', () => {
    const clashes = messages
      .filter(([key, english]) => isWithdrawal(english) && ar[key].includes('قرع'))
      .map(([key]) => `${key}: ${ar[key]}`);
    expect(clashes).toEqual([]);
  });

  it('has draws to check at all', () => {
    expect(messages.filter(([, english]) => isDraw(english)).length).toBeGreaterThan(10);
  });
});
