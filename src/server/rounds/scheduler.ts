/**
 * Runs the round lifecycle in exactly one instance: the leader holds a PostgreSQL advisory
 * lock on a dedicated connection. If the leader dies its connection closes, the lock is
 * released, and another instance takes over within a retry interval. PGlite has one process,
 * which always leads. The leader also runs the background jobs it is given (the chain deposit
 * watcher of issue 20), each on its own interval and beside the ticks, never holding them up.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Rounds } from './rounds.ts';

const LEADER_LOCK = 'fairdraw:scheduler';

/** Work only the leader does, every `everyMs`; a run still going is not started again. */
export interface BackgroundJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface SchedulerOptions {
  database: Database;
  rounds: Pick<Rounds, 'tick'>;
  log: Logger;
  tickMs?: number;
  retryMs?: number;
  background?: readonly BackgroundJob[];
}

/** Starts each due job that is not running; `runs` holds those in progress. */
function startDueJobs(
  jobs: readonly BackgroundJob[],
  runs: Map<BackgroundJob, Promise<void>>,
  due: Map<BackgroundJob, number>,
  log: Logger,
) {
  const now = Date.now();
  for (const job of jobs) {
    if (runs.has(job) || (due.get(job) ?? 0) > now) continue;
    const run = Promise.resolve()
      .then(() => job.run())
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, job: job.name }, 'scheduler background job failed'),
      )
      .finally(() => {
        runs.delete(job);
        due.set(job, Date.now() + job.everyMs);
      });
    runs.set(job, run);
  }
}

export function createScheduler({
  database,
  rounds,
  log,
  tickMs = 250,
  retryMs = 2_000,
  background = [],
}: SchedulerOptions) {
  let timer: NodeJS.Timeout | undefined;
  const jobRuns = new Map<BackgroundJob, Promise<void>>();
  const jobsDue = new Map<BackgroundJob, number>();
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
      startDueJobs(background, jobRuns, jobsDue, log);
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
      await Promise.all(jobRuns.values());
      leading = false;
      await leaderClient?.end().catch(() => {});
      leaderClient = undefined;
    },
    isLeader: () => leading,
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
