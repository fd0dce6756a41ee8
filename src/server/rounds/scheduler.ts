/**
 * Runs the round lifecycle in exactly one instance: the leader holds a PostgreSQL advisory
 * lock on a dedicated connection. If the leader dies its connection closes, the lock is
 * released, and another instance takes over within a retry interval. PGlite has one process,
 * which always leads. The leader also runs the background jobs it is given (the chain deposit
 * watcher), each on its own interval and beside the ticks, never holding them up.
 *
 * Ticks come every `tickMs`, and the leader also wakes at the next moment a tick reports (a round
 * opening, closing or drawn), so a change reaches players at its moment rather than up to a tick
 * later. When that moment finds a tick still at work (a settlement, a chase placement), the
 * moment's changes are made beside it instead of after it.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '#server/db/client.ts';
import { systemClock, type Clock } from '#server/clock.ts';
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
  /** `tick` resolves with the next moment to wake at; `moments` makes only the changes due now. */
  rounds: Pick<Rounds, 'tick'> & Partial<Pick<Rounds, 'moments'>>;
  log: Logger;
  /** What the moments are compared with (the runtime's clock). */
  clock?: Clock;
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

/**
 * The leader's advisory lock, held on a dedicated connection (always granted on PGlite);
 * `onLost` is told when that connection drops, and with it the lock.
 */
function leaderLock(database: Database, log: Logger, onLost: () => void) {
  let leaderClient: pg.Client | undefined;
  return {
    async acquire(): Promise<boolean> {
      if (database.raw.kind === 'pglite') return true;
      if (leaderClient) return true;
      const client = new pg.Client({ connectionString: database.raw.url });
      client.on('error', (error) => {
        log.warn({ err: error }, 'scheduler leader connection lost');
        leaderClient = undefined;
        onLost();
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
    },
    async release(): Promise<void> {
      await leaderClient?.end().catch(() => {});
      leaderClient = undefined;
    },
  };
}

/**
 * One timer set for the next moment `clock` reaches, calling `ring` then. A moment already past
 * is none: its round could not move yet (the previous one still open, a failed change), and the
 * regular ticks retry it.
 */
function momentAlarm(clock: Clock, ring: () => void) {
  let timer: NodeJS.Timeout | undefined;
  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    set(moment: Date | undefined | void) {
      clear();
      const wait = moment ? moment.getTime() - clock.now().getTime() : 0;
      if (wait <= 0) return;
      // One millisecond after: a timer may fire a little before the clock reads the moment.
      timer = setTimeout(
        () => {
          timer = undefined;
          ring();
        },
        Math.min(wait + 1, 2 ** 31 - 1),
      );
    },
    clear,
  };
}

export function createScheduler({
  database,
  rounds,
  log,
  clock = systemClock,
  tickMs = 250,
  retryMs = 2_000,
  background = [],
}: SchedulerOptions) {
  let timer: NodeJS.Timeout | undefined;
  const jobRuns = new Map<BackgroundJob, Promise<void>>();
  const jobsDue = new Map<BackgroundJob, number>();
  let leading = false;
  const lock = leaderLock(database, log, () => (leading = false));
  const alarm = momentAlarm(clock, atMoment);
  const wakeAt = (moment: Date | undefined | void) =>
    stopped || !leading ? alarm.clear() : alarm.set(moment);
  let running: Promise<Date | undefined | void> | undefined;
  let ticking = false;
  let momentRun: Promise<unknown> | undefined;
  let stopped = true;

  /** A moment has come: the tick now if none is running, else the moment's changes beside it. */
  function atMoment() {
    if (stopped || !leading) return;
    if (!ticking) {
      clearTimeout(timer);
      void loop();
      return;
    }
    if (momentRun || !rounds.moments) return;
    momentRun = rounds
      .moments()
      .then(wakeAt, (error: unknown) => log.error({ err: error }, 'scheduler moment failed'))
      .finally(() => (momentRun = undefined));
  }

  async function loop(): Promise<void> {
    if (stopped || ticking) return;
    ticking = true;
    try {
      const wasLeading = leading;
      leading = await lock.acquire();
      if (leading && !wasLeading) log.info('this instance leads the round scheduler');
      if (leading) {
        startDueJobs(background, jobRuns, jobsDue, log);
        // A failed tick (database unreachable…) is logged and retried: the loop must never stop.
        running = rounds.tick().catch((error: unknown) => log.error({ err: error }, 'scheduler tick failed'));
        wakeAt(await running);
      }
    } finally {
      ticking = false;
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
      alarm.clear();
      await running?.catch(() => {});
      await momentRun;
      await Promise.all(jobRuns.values());
      leading = false;
      await lock.release();
    },
    isLeader: () => leading,
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
