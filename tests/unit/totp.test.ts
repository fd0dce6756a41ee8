import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from '#server/staff/totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s (RFC test vector, last 6 digits)', (seconds, code) => {
    expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('accepts the previous and next step for clock drift, not two steps away', () => {
    const now = new Date(1_800_000_000_000);
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    expect(matchTotp(RFC_SECRET, '12345', new Date())).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', new Date())).toBeNull();
  });

  it('round-trips base32 and builds an otpauth URI', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
    expect(otpauthUri('Fairdraw', 'alice', 'ABC')).toBe(
      'otpauth://totp/Fairdraw%3Aalice?secret=ABC&issuer=Fairdraw&algorithm=SHA1&digits=6&period=30',
    );
  });
});
