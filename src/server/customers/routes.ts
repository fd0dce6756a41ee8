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
import { routeGroup } from '../http/route.ts';
import type { SessionOrigin } from '../sessions/sessions.ts';
import type { Accounts } from './customers.ts';
import { toUser } from './view.ts';

const publicRoute = routeGroup({ tags: ['customer'], auth: 'none' });
const playerRoute = routeGroup({ tags: ['customer'], auth: 'player' });

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
    publicRoute({
      method: 'post',
      path: '/customer/register',
      summary: 'Register with an invitation code; returns a session',
      body: registerRequest,
      response: session,
      handler: ({ c, body }) => accounts.register(body, originOf(c)),
    }),
    publicRoute({
      method: 'post',
      path: '/customer/login',
      summary: 'Sign in with username and password',
      body: loginRequest,
      response: session,
      handler: ({ c, body }) => accounts.login(body, originOf(c)),
    }),
    playerRoute({
      method: 'post',
      path: '/customer/logout',
      summary: 'Sign out: the token stops working',
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
    playerRoute({
      method: 'get',
      path: '/customer',
      summary: 'The signed-in player',
      response: user,
      handler: ({ c }) => toUser(signedIn(c).customer),
    }),
    playerRoute({
      method: 'post',
      path: '/customer/profile',
      summary:
        'Save real name, phone number and USDT address (each once), confirmed by the transaction password',
      body: profileUpdate,
      response: user,
      handler: ({ c, body }) => accounts.updateProfile(signedIn(c).customer, body),
    }),
    playerRoute({
      method: 'post',
      path: '/customer/password',
      summary: 'Change the login password; every other session ends',
      body: passwordChange,
      response: newToken,
      handler: ({ c, body }) => accounts.changePassword(signedIn(c).customer, body, originOf(c)),
    }),
    playerRoute({
      method: 'post',
      path: '/customer/transaction/password',
      summary: 'Set or change the transaction password',
      body: transactionPasswordChange,
      response: z.null(),
      handler: async ({ c, body }) => {
        await accounts.changeTransactionPassword(signedIn(c).customer, body);
        return null;
      },
    }),
    playerRoute({
      method: 'get',
      path: '/customer/transaction/password/check',
      summary: 'Whether the transaction password is set',
      response: transactionPasswordState,
      handler: ({ c }) => ({ isSet: signedIn(c).customer.transactionPasswordHash !== null }),
    }),
  ];
}

export function customerRoutes(accounts: Accounts) {
  return [...signInRoutes(accounts), ...ownAccountRoutes(accounts)];
}
