/**
 * Playwright's test API for the browser specs, with `baseURL` (and so `page`, `request` and every
 * relative address) pointing at the server of the worker's own slot (`servers.ts`), and every
 * test failing on an error the browser logged: a `console.error`, a failed load or an uncaught
 * exception in any page the test opened (its `page`, or a page of a context it made with
 * `browser.newContext`), listed after the test ran. A test that provokes one on purpose names
 * it: `test.use({ allowedConsoleErrors: [/…/] })` for a file or a group, `allowConsoleErrors(…)`
 * inside one test; `refusedResponse(status, path)` is the line of a refused call.
 */
import { test as base, expect, type Browser, type BrowserContext, type TestInfo } from '@playwright/test';
import { serverURL } from './servers.ts';

export * from '@playwright/test';

/**
 * Errors every page may log, whatever the test. Each is a browser's own message about something
 * the product does on purpose; keep the list short and say why. (None today.)
 */
const ALWAYS_ALLOWED: readonly RegExp[] = [];

/**
 * The browser's line for a response of `status` to a request whose address holds `path` (any
 * request if not given): what a page logs when a call it makes is refused on purpose (a 403 for
 * a refused deposit, a 400 for a wrong password, and the like).
 */
export function refusedResponse(status: number, path = ''): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^Failed to load resource: the server responded with a status of ${status}\\b.* <- https?://[^/]+[^ ]*${escaped}`,
  );
}

/** Errors allowed by `allowConsoleErrors` in the test running. */
const allowedInTest = new WeakMap<TestInfo, RegExp[]>();

/** Allows the errors matching `patterns` in the running test only (call it inside the test). */
export function allowConsoleErrors(...patterns: RegExp[]): void {
  const info = base.info();
  allowedInTest.set(info, [...(allowedInTest.get(info) ?? []), ...patterns]);
}

interface ConsoleOptions {
  /** Errors the tests of a file or group provoke on purpose (matched against the logged text). */
  allowedConsoleErrors: RegExp[];
}

/** What a page logged or threw (`text`), and where (`at`: the page's address). */
type Recorder = (at: string, text: string) => void;

/** Calls `record` with every error logged or thrown in any page of `context`. */
function watchContext(context: BrowserContext, record: Recorder): void {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Where it was logged from; for a failed load, the resource ("… (Forbidden) <- http://…/api/…").
    const source = message.location().url;
    record(message.page()?.url() ?? '?', source ? `${message.text()} <- ${source}` : message.text());
  });
  context.on('weberror', (error) => {
    const thrown = error.error();
    // A DOMException has no stack: its name and message then.
    record(error.page()?.url() ?? '?', `uncaught ${thrown.stack || `${thrown.name}: ${thrown.message}`}`);
  });
}

/** Watches every context `browser` creates until the returned function is called. */
function watchNewContexts(browser: Browser, record: Recorder): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchContext(context, record);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<ConsoleOptions & { consoleErrors: void }>({
  // Playwright reads a fixture's dependencies from this pattern: baseURL has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(serverURL(testInfo.parallelIndex)),
  allowedConsoleErrors: [[], { option: true }],
  // Set up before the test's own fixtures, so the `context` (and `page`) Playwright makes for the
  // test goes through the watched `browser.newContext` too.
  consoleErrors: [
    async ({ browser, allowedConsoleErrors }, provide, testInfo) => {
      const logged: { at: string; text: string }[] = [];
      const stop = watchNewContexts(browser, (at, text) => logged.push({ at, text }));
      try {
        await provide();
      } finally {
        stop();
      }
      const allowed = [...ALWAYS_ALLOWED, ...allowedConsoleErrors, ...(allowedInTest.get(testInfo) ?? [])];
      const unexpected = logged.filter(({ text }) => !allowed.some((pattern) => pattern.test(text)));
      expect(
        unexpected.map(({ at, text }) => `${at}: ${text}`),
        'errors the browser logged during the test',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
