/**
 * Steps of the support chat's browser tests: a receipt image made on the spot, the
 * support member's console page in its own browser context, and a conversation with messages
 * both ways made through the API when a test only needs it as a premise.
 */
import { expect, type APIRequestContext, type Browser, type Page } from './test.ts';
import sharp from 'sharp';
import { dictionaries, type Locale } from '#i18n/index.ts';
import { call, staffSignInByPage } from './helpers.ts';

/** The support member of playwright.config.ts's STAFF. */
export const SUPPORT_MEMBER = { username: 'support1', password: 'support-password-1', landing: '/admin' };

/** A small PNG, as a phone's receipt screenshot would be (the server reads its bytes). */
export function receiptPng(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 200, channels: 3, background: '#2e7d5b' } })
    .png()
    .toBuffer();
}

/** A support member signed in to the console in a browser context of their own, in `locale`. */
export async function supportConsole(browser: Browser, locale: Locale = 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  await context.addCookies([{ name: 'locale', value: locale, url: 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await staffSignInByPage(page, { ...SUPPORT_MEMBER, locale });
  return page;
}

/** A staff token of the support member. */
export async function supportJwt(request: APIRequestContext): Promise<string> {
  const data = await call<{ jwt: string }>(request, 'POST', '/api/admin/auth/login', {
    body: { username: SUPPORT_MEMBER.username, password: SUPPORT_MEMBER.password },
  });
  return data.jwt;
}

/** Uploads an image as the player and returns its id. */
async function uploadAsPlayer(request: APIRequestContext, jwt: string): Promise<string> {
  const response = await request.post('/api/app/support/attachments', {
    headers: { jwt, 'content-type': 'image/png' },
    data: await receiptPng(),
  });
  const body = (await response.json()) as { code: number; data: { id: string } };
  expect(body.code, JSON.stringify(body)).toBe(1);
  return body.data.id;
}

/**
 * A conversation as a premise: the player's message with a long word and an image, a staff
 * reply, and the player's answer. Returns its id.
 */
export async function conversationByApi(
  request: APIRequestContext,
  player: { jwt: string },
  texts: { question: string; reply: string; answer: string },
): Promise<string> {
  const staff = await supportJwt(request);
  const attachmentId = await uploadAsPlayer(request, player.jwt);
  const first = await call<{ conversationId: string }>(request, 'POST', '/api/app/support/messages', {
    jwt: player.jwt,
    body: { body: texts.question, attachmentId, origin: 'home' },
  });
  await call(request, 'POST', `/api/admin/support/conversations/${first.conversationId}/messages`, {
    jwt: staff,
    body: { body: texts.reply },
  });
  await call(request, 'POST', '/api/app/support/messages', { jwt: player.jwt, body: { body: texts.answer } });
  return first.conversationId;
}

/** The words of a locale, failing on a key it lacks. */
export function words(locale: Locale) {
  const dictionary = dictionaries[locale];
  return (key: keyof typeof dictionary, params: Record<string, string | number> = {}) =>
    Object.entries(params).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, String(value)),
      dictionary[key],
    );
}
