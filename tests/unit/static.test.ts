import { describe, expect, it } from 'vitest';
import { pickEncoding } from '#server/http/static.ts';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
  });

  it('honours q=0 refusals', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
