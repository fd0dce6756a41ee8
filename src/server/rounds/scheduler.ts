/**
 * Runs the round lifecycle in exactly one instance: the leader holds a PostgreSQL advisory
 * lock on a dedicated connection. If the leader dies its connection closes, the lock is
 * released, and another instance takes over within a retry interval. PGlite has one process,
 * which always leads.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Rounds } from './rounds.ts';

const LEADER_LOCK = 'fairdraw:scheduler';

export interface SchedulerOptions {
  database: Database;
  rounds: Rounds;
  log: Logger;
  tickMs?: number;
  retryMs?: number;
}

export function createScheduler({ database, rounds, log, tickMs = 250, retryMs = 2_000 }: SchedulerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let leaderClient: pg.Client | undefined;
  let leading = false;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function tryLead(): Promise<boolean> {
    if (database.raw.kind === 'pglite') return true;
    if (leaderClient) return true;
    const client = new pg.Client({ connectionString: database.raw.url });
    client.on('error', (error) => {
      log.warn({ err: error }, 'scheduler leader connection lost');
      leaderClient = undefined;
      leading = false;
    });
    try {
      await client.connect();
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as locked',
        [LEADER_LOCK],
      );
      if (result.rows[0]?.locked) {
        leaderClient = client;
        return true;
      }
    } catch (error) {
      log.warn({ err: error }, 'scheduler could not reach the database');
    }
    await client.end().catch(() => {});
    return false;
  }

  async function loop(): Promise<void> {
    if (stopped) return;
    const wasLeading = leading;
    leading = await tryLead();
    if (leading && !wasLeading) log.info('this instance leads the round scheduler');
    if (leading) {
      // A failed tick (database unreachable…) is logged and retried: the loop must never stop.
      running = rounds.tick().catch((error: unknown) => log.error({ err: error }, 'scheduler tick failed'));
      await running;
    }
    if (!stopped) timer = setTimeout(() => void loop(), leading ? tickMs : retryMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void loop();
    },
    /** Stops ticking; waits for a tick in progress; gives up leadership. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      leading = false;
      await leaderClient?.end().catch(() => {});
      leaderClient = undefined;
    },
    isLeader: () => leading,
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
