import { describe, expect, it } from 'vitest';
import { withdrawQuote } from '#islands/wallet/withdrawFee.ts';

const demoFee = { fixed: '1.00', percent: '0.50' };

describe('withdrawQuote: the fee and actual amount the withdrawal form shows', () => {
  it('adds the fixed part and the percentage of the amount', () => {
    // 100.00: 1.00 + 0.50% × 100.00 = 1.50; 100.00 − 1.50 = 98.50
    expect(withdrawQuote(10_000n, demoFee)).toEqual({ fee: 150n, actual: 9_850n });
  });

  it('rounds the percentage up to the next cent', () => {
    // 100.01: 0.50% × 100.01 = 0.50005 → 0.51; fee 1.51; 100.01 − 1.51 = 98.50
    expect(withdrawQuote(10_001n, demoFee)).toEqual({ fee: 151n, actual: 9_850n });
  });

  it('does not round an exact cent up', () => {
    // 20.00: 0.50% × 20.00 = 0.10 exactly; fee 1.10; 20.00 − 1.10 = 18.90
    expect(withdrawQuote(2_000n, demoFee)).toEqual({ fee: 110n, actual: 1_890n });
  });

  it('reads fractional percentages such as 1.25%', () => {
    // 33.33: 1.25% × 33.33 = 0.416625 → 0.42; no fixed part; 33.33 − 0.42 = 32.91
    expect(withdrawQuote(3_333n, { fixed: '0.00', percent: '1.25' })).toEqual({ fee: 42n, actual: 3_291n });
  });

  it('charges nothing when the site has no fee', () => {
    expect(withdrawQuote(2_500n, { fixed: '0.00', percent: '0.00' })).toEqual({ fee: 0n, actual: 2_500n });
  });

  it('never charges more than the amount', () => {
    // 0.50 with a 1.00 fixed fee: the fee is capped at 0.50, nothing reaches the address
    expect(withdrawQuote(50n, demoFee)).toEqual({ fee: 50n, actual: 0n });
  });

  it('stays exact on the largest amount the API accepts', () => {
    // 999 999 999 999.99 at 0.50%: 4 999 999 999.99995 → 5 000 000 000.00, plus 1.00
    expect(withdrawQuote(99_999_999_999_999n, demoFee)).toEqual({
      fee: 500_000_000_100n,
      actual: 99_499_999_999_899n,
    });
  });

  it('gives no quote for an unreadable fee setting', () => {
    expect(withdrawQuote(10_000n, { fixed: 'abc', percent: '0.50' })).toBeNull();
  });
});
