/**
 * Playwright's test API for the browser specs, with `baseURL` (and so `page`, `request` and every
 * relative address) pointing at the server of the worker's own slot (`servers.ts`).
 */
import { test as base } from '@playwright/test';
import { serverURL } from './servers.ts';

export * from '@playwright/test';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from this pattern: baseURL has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(serverURL(testInfo.parallelIndex)),
});
