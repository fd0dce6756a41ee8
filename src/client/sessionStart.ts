/**
 * When this session signed in (ms since the epoch; null until known), set by the reality
 * checks' scheduler (`realityCheck.ts`) from `GET /customer/reality-check` and read by the round
 * screen's session clock, so that the page asks the server once.
 */
import { atom } from 'nanostores';

export const $sessionStart = atom<number | null>(null);
