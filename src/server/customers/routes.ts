import { z } from 'zod';
import type { Context } from 'hono';
import {
  loginRequest,
  newToken,
  passwordChange,
  profileUpdate,
  registerRequest,
  signedIn as session,
  transactionPasswordChange,
  transactionPasswordState,
  user,
} from '#shared/contract/account.ts';
import { signedInPlayer, type AppEnv } from '../http/context.ts';
import { defineRoute } from '../http/route.ts';
import type { SessionOrigin } from '../sessions/sessions.ts';
import type { Accounts } from './accounts.ts';
import { toUser } from './view.ts';

/** Where a request comes from, for the session it opens. */
export function originOf(c: Context<AppEnv>): SessionOrigin {
  return { ip: c.get('clientIp'), userAgent: c.req.header('user-agent') };
}

function signedIn(c: Context<AppEnv>) {
  return { customer: signedInPlayer(c), sessionId: c.get('sessionId') ?? '' };
}

/** Registration, sign-in and sign-out. */
function signInRoutes(accounts: Accounts) {
  return [
    defineRoute({
      method: 'post',
      path: '/customer/register',
      summary: 'Register with an invitation code; returns a session',
      tags: ['customer'],
      auth: 'none',
      body: registerRequest,
      response: session,
      handler: ({ c, body }) => accounts.register(body, originOf(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/customer/login',
      summary: 'Sign in with username and password',
      tags: ['customer'],
      auth: 'none',
      body: loginRequest,
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
  ];
}

/** The signed-in player's own account: profile and passwords. */
function ownAccountRoutes(accounts: Accounts) {
  return [
    defineRoute({
      method: 'get',
      path: '/customer',
      summary: 'The signed-in player',
      tags: ['customer'],
      auth: 'player',
      response: user,
      handler: ({ c }) => toUser(signedIn(c).customer),
    }),
    defineRoute({
      method: 'post',
      path: '/customer/profile',
      summary:
        'Save real name, phone number and USDT address (each once), confirmed by the transaction password',
      tags: ['customer'],
      auth: 'player',
      body: profileUpdate,
      response: user,
      handler: ({ c, body }) => accounts.updateProfile(signedIn(c).customer, body),
    }),
    defineRoute({
      method: 'post',
      path: '/customer/password',
      summary: 'Change the login password; every other session ends',
      tags: ['customer'],
      auth: 'player',
      body: passwordChange,
      response: newToken,
      handler: ({ c, body }) => accounts.changePassword(signedIn(c).customer, body, originOf(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/customer/transaction/password',
      summary: 'Set or change the transaction password',
      tags: ['customer'],
      auth: 'player',
      body: transactionPasswordChange,
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
      response: transactionPasswordState,
      handler: ({ c }) => ({ isSet: signedIn(c).customer.transactionPasswordHash !== null }),
    }),
  ];
}

export function customerRoutes(accounts: Accounts) {
  return [...signInRoutes(accounts), ...ownAccountRoutes(accounts)];
}
