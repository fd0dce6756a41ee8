/**
 * The browser the end-to-end suite drives: Debian's Chromium (`apt-get install chromium`), never a
 * downloaded one. Shared by `playwright.config.ts` and the specs so that a machine without it
 * skips the browser tests with a visible notice instead of failing.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const chromiumAvailable = existsSync(CHROMIUM_PATH);

export const CHROMIUM_MISSING_NOTICE = `Chromium not found at ${CHROMIUM_PATH}: browser tests skipped`;
