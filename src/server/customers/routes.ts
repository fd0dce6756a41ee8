import { z } from 'zod';
import type { Context } from 'hono';
import {
  changePasswordSchema,
  changeTransactionPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
} from '#shared/accountRules.ts';
import { signedInPlayer, type AppEnv } from '../http/context.ts';
import { defineRoute } from '../http/route.ts';
import type { SessionOrigin } from '../sessions/sessions.ts';
import type { Accounts } from './accounts.ts';
import { toUser, userSchema } from './view.ts';

const session = z.object({ jwt: z.string(), user: userSchema });

/** Where a request comes from, for the session it opens. */
export function originOf(c: Context<AppEnv>): SessionOrigin {
  return { ip: c.get('clientIp'), userAgent: c.req.header('user-agent') };
}

function signedIn(c: Context<AppEnv>) {
  return { customer: signedInPlayer(c), sessionId: c.get('sessionId') ?? '' };
}

export function customerRoutes(accounts: Accounts) {
  return [
    defineRoute({
      method: 'post',
      path: '/customer/register',
      summary: 'Register with an invitation code; returns a session',
      tags: ['customer'],
      auth: 'none',
      body: registerSchema,
      response: session,
      handler: ({ c, body }) => accounts.register(body, originOf(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/customer/login',
      summary: 'Sign in with username and password',
      tags: ['customer'],
      auth: 'none',
      body: loginSchema,
      response: session,
      handler: ({ c, body }) => accounts.login(body, originOf(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/customer/logout',
      summary: 'Sign out: the token stops working',
      tags: ['customer'],
      auth: 'player',
      response: z.null(),
      handler: async ({ c }) => {
        await accounts.logout(signedIn(c).sessionId);
        return null;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/customer',
      summary: 'The signed-in player',
      tags: ['customer'],
      auth: 'player',
      response: userSchema,
      handler: ({ c }) => toUser(signedIn(c).customer),
    }),
    defineRoute({
      method: 'post',
      path: '/customer/profile',
      summary:
        'Save real name, phone number and USDT address (each once), confirmed by the transaction password',
      tags: ['customer'],
      auth: 'player',
      body: profileSchema,
      response: userSchema,
      handler: ({ c, body }) => accounts.updateProfile(signedIn(c).customer, body),
    }),
    defineRoute({
      method: 'post',
      path: '/customer/password',
      summary: 'Change the login password; every other session ends',
      tags: ['customer'],
      auth: 'player',
      body: changePasswordSchema,
      response: z.object({ jwt: z.string() }),
      handler: ({ c, body }) => accounts.changePassword(signedIn(c).customer, body, originOf(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/customer/transaction/password',
      summary: 'Set or change the transaction password',
      tags: ['customer'],
      auth: 'player',
      body: changeTransactionPasswordSchema,
      response: z.null(),
      handler: async ({ c, body }) => {
        await accounts.changeTransactionPassword(signedIn(c).customer, body);
        return null;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/customer/transaction/password/check',
      summary: 'Whether the transaction password is set',
      tags: ['customer'],
      auth: 'player',
      response: z.object({ isSet: z.boolean() }),
      handler: ({ c }) => ({ isSet: signedIn(c).customer.transactionPasswordHash !== null }),
    }),
  ];
}
