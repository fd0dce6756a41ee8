/** The whole database schema, one file per domain. */
export * from './http.ts';
export * from './site.ts';
