/**
 * The servers the browser suite drives: one per worker. Playwright runs the spec files in
 * `E2E_WORKERS` workers (two by default), each file whole in one worker, in order; worker slot N
 * drives the server on `E2E_PORT + N`, on a database of its own. A spec that changes the site for
 * everyone (maintenance, odds, a room's chips, the support link) changes it only for the specs of
 * its own slot, which run one at a time, so what held with one worker holds with two.
 */
export const HOST = '127.0.0.1';
// E2E_PORT lets two runs (two checkouts) share this machine: a run takes E2E_PORT and the ports after it.
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 4399);
export const SERVER_COUNT = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The address of worker slot `slot`'s server. */
export function serverURL(slot: number): string {
  return `http://${HOST}:${FIRST_PORT + slot}`;
}
