import { describe, expect, it } from 'vitest';
import { returnPathOf, loginPathReturningTo } from '#shared/returnPath.ts';

describe('the page a player returns to after signing in again', () => {
  it('keeps a same-origin path with its query', () => {
    expect(returnPathOf('/withdraw')).toBe('/withdraw');
    expect(returnPathOf('/bet/records?lotteryId=2&page=3')).toBe('/bet/records?lotteryId=2&page=3');
  });

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/withdraw'],
    ['an absolute https address', 'https://evil.com/withdraw'],
    ['an absolute http address', 'http://evil.com'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['a leading backslash', '\\\\evil.com'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'withdraw'],
    ['a tab hidden in the slashes', '/\t/evil.com'],
    ['a newline hidden in the slashes', '/\n/evil.com'],
    ['the sign-in page itself, which would loop', '/login?next=/withdraw'],
    ['nothing', ''],
  ])('refuses %s', (_name, next) => {
    expect(returnPathOf(next)).toBe('/');
  });

  it('refuses a missing value', () => {
    expect(returnPathOf(null)).toBe('/');
  });

  it('builds the sign-in address that carries the page back', () => {
    expect(loginPathReturningTo('/withdraw', '')).toBe('/login?next=%2Fwithdraw');
    expect(loginPathReturningTo('/bet/records', '?page=2')).toBe('/login?next=%2Fbet%2Frecords%3Fpage%3D2');
  });

  it('sends the player to the plain sign-in page from home or from the sign-in page itself', () => {
    expect(loginPathReturningTo('/', '')).toBe('/login');
    expect(loginPathReturningTo('/login', '?next=%2Fwithdraw')).toBe('/login?next=%2Fwithdraw');
  });
});
