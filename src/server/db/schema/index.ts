/** The whole database schema, one file per domain. */
export * from './customers.ts';
export * from './games.ts';
export * from './http.ts';
export * from './site.ts';
export * from './wallet.ts';
export * from './protection.ts';
export * from './chase.ts';
export * from './chain.ts';
export * from './content.ts';
export * from './push.ts';
export * from './support.ts';
