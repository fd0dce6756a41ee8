/**
 * Event-stream fan-out: thousands of clients connected to one lottery's stream, how long a round
 * change takes to reach all of them and how long after its scheduled moment it arrives, beside a
 * bare node:http server that broadcasts one message to the same number of clients (measured in
 * the same run, by the same clients).
 *
 * The clients are spread over several processes (scripts/bench/sseClients.ts, raw sockets, the
 * arrival time taken before any parsing), so that one event loop reading thousands of sockets in
 * turn is not what is measured. Only changes due after every stream has its first round (the
 * snapshot a stream starts from) are measured: a change during the connections would measure
 * the connecting. Everything runs on 127.0.0.1 and within a deadline.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess } from '../../tests/support/server.ts';

export interface FanOut {
  clients: number;
  /** Client processes the clients were spread over. */
  processes: number;
  /** Round changes measured (each reached every client). */
  changes: number;
  /** Milliseconds from the first client's receipt of a change to each client's: the fan-out itself. */
  p50: number;
  p99: number;
  max: number;
  baselineP50: number;
  baselineP99: number;
  baselineMax: number;
  /** Milliseconds from the scheduled moment of a change (`closesAt`, `drawAt`) to each client's receipt. */
  dueP50: number;
  dueP99: number;
  dueMax: number;
  /** The baseline's: from the bare server's write to each client's receipt. */
  baselineDueP50: number;
  baselineDueP99: number;
  baselineDueMax: number;
}

const CLIENTS_PER_PROCESS = 2500;
const CHANGES = 3;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Raises this process's soft limit of open files to its hard limit when `needed` is more (the
 * servers and client processes it starts inherit it); fails clearly when even the hard limit is
 * too low.
 */
function ensureOpenFiles(needed: number) {
  const [soft, hard] = execFileSync('bash', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((v) => (v === 'unlimited' ? Infinity : Number(v)));
  if ((soft ?? 0) >= needed) return;
  if ((hard ?? 0) < needed)
    throw new Error(`${needed} open files needed, the hard limit is ${hard} (raise it: ulimit -Hn)`);
  const limit = hard === Infinity ? needed : hard;
  execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${limit}:${limit}`]);
}

type Arrivals = Record<string, number[]>;

/** `count` clients of `url` over several processes; resolves once every stream has its snapshot. */
async function openClients(url: string, count: number) {
  const processes = Math.max(2, Math.ceil(count / CLIENTS_PER_PROCESS));
  const children: ChildProcess[] = [];
  for (let i = 0; i < processes; i++) {
    const share = Math.floor(count / processes) + (i < count % processes ? 1 : 0);
    children.push(
      fork(path.join(import.meta.dirname, 'sseClients.ts'), [url, String(share)], {
        execArgv: ['--disable-warning=ExperimentalWarning'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
  }
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve, reject) => {
          child.on('message', (message: { ready?: boolean; error?: string }) => {
            if (message.ready) resolve();
            if (message.error) reject(new Error(`a client process: ${message.error}`));
          });
          child.once('exit', () => reject(new Error('a client process ended early')));
        }),
    ),
  );
  return {
    processes,
    /** Every client's arrivals so far, merged: message data → arrival times. */
    async arrivals(): Promise<Arrivals> {
      const reports = await Promise.all(
        children.map(async (child) => {
          const reply = once(child, 'message') as Promise<[{ arrivals: Arrivals }]>;
          child.send({ report: true });
          return (await reply)[0].arrivals;
        }),
      );
      const merged: Arrivals = {};
      for (const report of reports)
        for (const [data, times] of Object.entries(report)) (merged[data] ??= []).push(...times);
      return merged;
    },
    close() {
      for (const child of children) {
        if (child.connected) child.send({ close: true });
        setTimeout(() => child.kill(), 2000).unref();
      }
    },
  };
}

interface Change {
  /** When it was due (or, for the baseline, written). */
  due: number;
  times: number[];
}

/** Each change that reached all `count` clients, with its due moment. */
function completeChanges(
  arrivals: Arrivals,
  count: number,
  dueOf: (data: string) => number | null,
): Change[] {
  const changes: Change[] = [];
  for (const [data, times] of Object.entries(arrivals)) {
    const due = dueOf(data);
    if (due !== null && times.length === count) changes.push({ due, times });
  }
  return changes.sort((a, b) => a.due - b.due);
}

/** Fan-out (from the first client's receipt) and delay (from the due moment) of every receipt. */
function figures(changes: Change[]) {
  const spread: number[] = [];
  const delay: number[] = [];
  for (const { due, times } of changes) {
    const first = Math.min(...times);
    for (const at of times) {
      spread.push(at - first);
      delay.push(at - due);
    }
  }
  spread.sort((a, b) => a - b);
  delay.sort((a, b) => a - b);
  return { spread, delay };
}

/** The app: a lottery drawing every 10 s; a round's `closed` is due at its closesAt, `drawing` at drawAt. */
async function measureApp(clients: number) {
  const server = await startServerProcess({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-bench-sse-')),
    DEMO_ROUND_SECONDS: '10',
    LOG_LEVEL: 'warn',
    // Every client of the benchmark comes from 127.0.0.1: the stream caps are raised for it.
    EVENT_STREAMS_PER_IP: String(clients + 10),
    EVENT_STREAMS_TOTAL: String(Math.max(5000, clients + 10)),
  });
  try {
    const lotteries = (await (await fetch(`${server.url}/api/app/game`)).json()) as {
      data: { id: number }[];
    };
    const lotteryId = lotteries.data[0]?.id ?? 1;
    const streams = await openClients(`${server.url}/api/app/game/${lotteryId}/stream`, clients);
    const readyAt = Date.now();
    const dueOf = (data: string) => {
      const round = JSON.parse(data) as { state: string; closesAt: string; drawAt: string };
      const due =
        round.state === 'closed'
          ? Date.parse(round.closesAt)
          : round.state === 'drawing'
            ? Date.parse(round.drawAt)
            : null;
      return due !== null && due > readyAt ? due : null;
    };
    try {
      // Three changes every client should hear: about 20 s of 10 s rounds.
      const deadline = Date.now() + 45_000;
      let changes: Change[] = [];
      while (Date.now() < deadline) {
        await sleep(2_000);
        changes = completeChanges(await streams.arrivals(), clients, dueOf);
        if (changes.length >= CHANGES) break;
      }
      if (changes.length < CHANGES)
        throw new Error(`only ${changes.length} round changes reached all ${clients} clients`);
      return { processes: streams.processes, changes: changes.slice(0, CHANGES) };
    } finally {
      streams.close();
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** The baseline: a bare server that writes one SSE message to every client, three times. */
async function measureBaseline(clients: number) {
  const port = await freePort();
  const source = `
    const clients = new Set();
    require('node:http').createServer((req, res) => {
      if (req.url.startsWith('/send')) {
        res.end('ok');
        const sentAt = Date.now();
        const message = 'event: round\\ndata: ' + JSON.stringify({ sentAt }) + '\\n\\n';
        for (const client of clients) client.write(message);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('event: round\\ndata: {"snapshot":true}\\n\\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
    const streams = await openClients(`http://127.0.0.1:${port}/stream`, clients);
    try {
      const dueOf = (data: string) => (JSON.parse(data) as { sentAt?: number }).sentAt ?? null;
      let changes: Change[] = [];
      for (let i = 0; i < CHANGES; i++) {
        await fetch(`http://127.0.0.1:${port}/send`);
        const deadline = Date.now() + 10_000;
        do {
          await sleep(500);
          changes = completeChanges(await streams.arrivals(), clients, dueOf);
        } while (changes.length <= i && Date.now() < deadline);
      }
      if (changes.length < CHANGES)
        throw new Error(`baseline: only ${changes.length} messages reached all ${clients} clients`);
      return changes;
    } finally {
      streams.close();
    }
  } finally {
    child.kill();
  }
}

export async function fanOutBench(clients: number): Promise<FanOut> {
  // Each stream is a socket at both ends: the server's, and a client process's.
  ensureOpenFiles(clients + 1_000);
  const app = await measureApp(clients);
  const baseline = await measureBaseline(clients);
  const a = figures(app.changes);
  const b = figures(baseline);
  return {
    clients,
    processes: app.processes,
    changes: app.changes.length,
    p50: percentile(a.spread, 50),
    p99: percentile(a.spread, 99),
    max: a.spread.at(-1) ?? 0,
    baselineP50: percentile(b.spread, 50),
    baselineP99: percentile(b.spread, 99),
    baselineMax: b.spread.at(-1) ?? 0,
    dueP50: percentile(a.delay, 50),
    dueP99: percentile(a.delay, 99),
    dueMax: a.delay.at(-1) ?? 0,
    baselineDueP50: percentile(b.delay, 50),
    baselineDueP99: percentile(b.delay, 99),
    baselineDueMax: b.delay.at(-1) ?? 0,
  };
}
