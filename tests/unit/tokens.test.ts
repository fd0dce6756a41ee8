import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from '#server/auth/tokens.ts';

const signer = () => createTokenSigner({ secret: 'a-test-secret-of-enough-length-000000', ttlDays: 1 });

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verify the same token again from memory, for its own kind only', async () => {
    const tokens = signer();
    const token = await tokens.sign({ kind: 'player', sessionId: 's-1' });
    expect(await tokens.verify(token, 'player')).toEqual({ kind: 'player', sessionId: 's-1' });
    expect(await tokens.verify(token, 'player')).toEqual({ kind: 'player', sessionId: 's-1' });
    expect(await tokens.verify(token, 'staff')).toBeNull();
  });

  it('stop working when they expire, even after a successful check', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T00:00:00Z'));
    const tokens = signer();
    const token = await tokens.sign({ kind: 'player', sessionId: 's-2' });
    expect(await tokens.verify(token, 'player')).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-22T00:00:01Z'));
    expect(await tokens.verify(token, 'player')).toBeNull();
  });

  it('refuse a token with a changed payload or signed with another secret', async () => {
    const tokens = signer();
    const token = await tokens.sign({ kind: 'player', sessionId: 's-3' });
    await tokens.verify(token, 'player');
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ kind: 'player', sub: 'other', aud: 'player', iss: 'fairdraw', exp: 9e9 })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged, 'player')).toBeNull();
    const foreign = await createTokenSigner({
      secret: 'another-secret-000000000000000000000',
      ttlDays: 1,
    }).sign({
      kind: 'player',
      sessionId: 's-3',
    });
    expect(await tokens.verify(foreign, 'player')).toBeNull();
  });
});
