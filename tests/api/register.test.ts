import { describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { ensureInvitation, registerPlayer, staffSession, TEST_INVITATION } from '../support/accounts.ts';

const t = setupTestRuntime();

const valid = {
  username: 'lucky_star',
  password: 'secret1',
  confirmPassword: 'secret1',
  realName: 'Ana Lima',
  invitationCode: TEST_INVITATION,
  agreeTerms: true,
};

async function register(body: Record<string, unknown>) {
  await ensureInvitation(t);
  return t.call<Envelope>('POST', '/api/app/customer/register', { body });
}

describe('POST /customer/register', () => {
  it('creates the account and returns a session and the user, with a random 6-digit user id', async () => {
    const res = await register(valid);
    expect(res.status).toBe(200);
    const data = res.body.data as { jwt: string; user: Record<string, unknown> };
    expect(data.jwt.split('.')).toHaveLength(3);
    expect(data.user).toMatchObject({
      username: 'lucky_star',
      realName: 'Ana Lima',
      balance: '0.00',
      status: 'active',
      hasTransactionPassword: false,
      phoneNumber: null,
      cryptoAddress: null,
      locked: { realName: true, phoneNumber: false, cryptoAddress: false },
    });
    expect(data.user.userId).toMatch(/^[1-9][0-9]{5}$/);
    const me = await callApp(t, 'GET /customer', { headers: { jwt: data.jwt } });
    expect(me.body.data).toEqual(data.user);
  });

  it('gives different players different, non-sequential user ids', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await registerPlayer(t)).userId);
    expect(new Set(ids).size).toBe(4);
    const sorted = [...ids].map(Number).sort((a, b) => a - b);
    expect(sorted.some((id, i) => i > 0 && id - (sorted[i - 1] ?? 0) !== 1)).toBe(true);
  });

  it('records the invitation code used and its inviter, and counts the use', async () => {
    const inviter = await registerPlayer(t);
    await t.runtime.invitations.create(null, { code: 'FRIENDS', inviterUserId: inviter.userId });
    const res = await register({ ...valid, invitationCode: ' friends ' });
    expect(res.status).toBe(200);
    const userId = (res.body.data as { user: { userId: string } }).user.userId;
    const detail = await t.runtime.customersAdmin.detail(userId);
    expect(detail.invitationCode).toBe('FRIENDS');
    expect(detail.inviter).toEqual({ userId: inviter.userId, username: inviter.username });
    const list = await t.runtime.invitations.list();
    expect(list.find((i) => i.code === 'FRIENDS')?.uses).toBe(1);
  });

  describe('refuses, with the texts §5', () => {
    it.each([
      ['a username of 3 characters', { username: 'abc' }],
      ['a username of 21 characters', { username: 'a'.repeat(21) }],
      ['a username with a hyphen', { username: 'lucky-star' }],
      ['a username with a space', { username: 'lucky star' }],
      ['a username with non-Latin letters', { username: 'ユーザー名前' }],
      ['a missing username', { username: undefined }],
    ])('%s', async (_why, change) => {
      const res = await register({ ...valid, ...change });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'VALIDATION_ERROR',
        fields: { username: 'USERNAME_INVALID' },
        message: 'Username must be 4-20 characters and contain only letters, numbers, or underscores.',
      });
    });

    it('a password of 5 characters (at least 6 are needed)', async () => {
      const res = await register({ ...valid, password: '12345', confirmPassword: '12345' });
      expect(res.body).toMatchObject({
        error: 'PASSWORD_TOO_SHORT',
        fields: { password: 'PASSWORD_TOO_SHORT' },
        message: 'Password must be at least 6 characters.',
      });
    });

    it('accepts a password of exactly 6 characters', async () => {
      const res = await register({ ...valid, password: '123456', confirmPassword: '123456' });
      expect(res.status).toBe(200);
    });

    it('a confirmation that does not match', async () => {
      const res = await register({ ...valid, confirmPassword: 'secret2' });
      expect(res.body).toMatchObject({ error: 'PASSWORDS_DO_NOT_MATCH', message: 'Passwords do not match.' });
    });

    it('an empty real name', async () => {
      const res = await register({ ...valid, realName: '   ' });
      expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Real name cannot be empty.' });
    });

    it('an empty invitation code', async () => {
      const res = await register({ ...valid, invitationCode: '' });
      expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Invite code cannot be empty.' });
    });

    it('terms not accepted', async () => {
      const res = await register({ ...valid, agreeTerms: false });
      expect(res.body).toMatchObject({
        error: 'TERMS_NOT_ACCEPTED',
        message: 'You must agree to the terms and conditions.',
      });
    });

    it('several problems at once, each named', async () => {
      const res = await register({
        username: 'x',
        password: '1',
        confirmPassword: '1',
        realName: '',
        invitationCode: '',
      });
      expect(res.body).toMatchObject({
        error: 'VALIDATION_ERROR',
        fields: {
          username: 'USERNAME_INVALID',
          password: 'PASSWORD_TOO_SHORT',
          realName: 'REAL_NAME_REQUIRED',
          invitationCode: 'INVITATION_CODE_REQUIRED',
          agreeTerms: 'TERMS_NOT_ACCEPTED',
        },
      });
    });

    it('in the language of Accept-Language', async () => {
      const res = await t.call<Envelope>('POST', '/api/app/customer/register', {
        body: { ...valid, agreeTerms: false },
        headers: { 'accept-language': 'fr' },
      });
      const { dictionaries } = await import('#i18n/index.ts');
      expect(res.body.message).toBe(dictionaries.fr['field.TERMS_NOT_ACCEPTED']);
    });
  });

  describe('invitation codes', () => {
    it('an unknown code is INVALID_INVITATION_CODE', async () => {
      const res = await register({ ...valid, invitationCode: 'NOPE1234' });
      expect(res.body).toMatchObject({ error: 'INVALID_INVITATION_CODE' });
    });

    it('a disabled code is INVALID_INVITATION_CODE', async () => {
      await t.runtime.invitations.create(null, { code: 'CLOSED' });
      const support = await staffSession(t, 'support');
      const disabled = await callAdmin(t, 'POST /invitations/{code}/disable', {
        params: { code: 'closed' },
        headers: support.headers,
      });
      expect(disabled.body).toMatchObject({ code: 1, data: { code: 'CLOSED', disabled: true } });
      const res = await register({ ...valid, invitationCode: 'CLOSED' });
      expect(res.body).toMatchObject({ error: 'INVALID_INVITATION_CODE' });
    });

    it('an expired code is INVITATION_CODE_EXPIRED', async () => {
      await t.runtime.invitations.create(null, { code: 'OLDCODE', expiresAt: '2026-11-20T23:59:59.000Z' });
      const res = await register({ ...valid, invitationCode: 'OLDCODE' });
      expect(res.body).toMatchObject({ error: 'INVITATION_CODE_EXPIRED' });
    });

    it('a code used up to its maximum is refused', async () => {
      await t.runtime.invitations.create(null, { code: 'ONCE', maxUses: 1 });
      expect((await register({ ...valid, invitationCode: 'ONCE' })).status).toBe(200);
      const second = await register({ ...valid, username: 'second_one', invitationCode: 'ONCE' });
      expect(second.body).toMatchObject({ error: 'INVALID_INVITATION_CODE' });
    });

    it('a refused registration creates no account and uses no invitation', async () => {
      await t.runtime.invitations.create(null, { code: 'COUNTED', maxUses: 5 });
      await register({ ...valid, invitationCode: 'COUNTED', confirmPassword: 'other1' });
      await register({ ...valid, invitationCode: 'EXPIRED-NOT-THERE' });
      expect((await t.runtime.invitations.list()).find((i) => i.code === 'COUNTED')?.uses).toBe(0);
      expect((await t.runtime.customersAdmin.search({ pageNo: 1, pageSize: 10 })).total).toBe(0);
    });
  });

  describe('usernames are unique', () => {
    it('a taken username is 409 USERNAME_IS_EXISTS, whatever its case', async () => {
      expect((await register(valid)).status).toBe(200);
      const again = await register({ ...valid, username: 'LUCKY_STAR' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'USERNAME_IS_EXISTS', message: 'Username already exists.' });
    });

    it('under concurrent registrations exactly one wins', async () => {
      await ensureInvitation(t);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.call<Envelope>('POST', '/api/app/customer/register', { body: valid }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409).map((r) => r.body.error)).toEqual(
        Array(5).fill('USERNAME_IS_EXISTS'),
      );
      expect(
        (await t.runtime.customersAdmin.search({ q: 'lucky_star', pageNo: 1, pageSize: 10 })).total,
      ).toBe(1);
      // Only the winner used the invitation.
      expect((await t.runtime.invitations.list()).find((i) => i.code === TEST_INVITATION)?.uses).toBe(1);
    });
  });
});
