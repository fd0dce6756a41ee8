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
import { signedInPlayer, type AppEnv } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import type { SessionOrigin } from '#server/sessions/sessions.ts';
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
      errors: [
        'INVALID_INVITATION_CODE',
        'INVITATION_CODE_EXPIRED',
        'PASSWORDS_DO_NOT_MATCH',
        'PASSWORD_TOO_SHORT',
        'TERMS_NOT_ACCEPTED',
        'USERNAME_IS_EXISTS',
      ],
      summary: 'Register with an invitation code; returns a session',
      body: registerRequest,
      response: session,
      handler: ({ c, body }) => accounts.register(body, originOf(c)),
    }),
    publicRoute({
      method: 'post',
      path: '/customer/login',
      errors: ['ACCOUNT_DISABLED', 'USERNAME_OR_PASSWORD_ERROR', 'USERNAME_OR_PASSWORD_IS_EMPTY'],
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
      errors: [
        'CRYPTO_ADDRESS_CAN_NOT_BE_CHANGED',
        'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT',
        'INCOMPLETE_REGISTER_INFO',
        'INVALID_CHAIN_OR_ADDRESS',
        'PASSWORD_TOO_SHORT',
        'PHONE_NUMBER_CAN_NOT_BE_CHANGED',
        'REAL_NAME_CAN_NOT_BE_CHANGED',
      ],
      summary:
        'Save real name, phone number and USDT address (each once), confirmed by the transaction password',
      body: profileUpdate,
      response: user,
      handler: ({ c, body }) => accounts.updateProfile(signedIn(c).customer, body),
    }),
    playerRoute({
      method: 'post',
      path: '/customer/password',
      errors: ['CURRENT_PASSWORD_IS_NOT_CORRECT', 'NEW_PASSWORD_TOO_SHORT', 'PASSWORDS_DO_NOT_MATCH'],
      summary: 'Change the login password; every other session ends',
      body: passwordChange,
      response: newToken,
      handler: ({ c, body }) => accounts.changePassword(signedIn(c).customer, body, originOf(c)),
    }),
    playerRoute({
      method: 'post',
      path: '/customer/transaction/password',
      errors: ['CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT', 'PASSWORDS_DO_NOT_MATCH'],
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
