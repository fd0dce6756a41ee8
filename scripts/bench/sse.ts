/**
 * Event-stream fan-out: thousands of clients connected to one lottery's stream, and how long a
 * round change takes to reach all of them, beside a bare node:http server that broadcasts one
 * message to the same number of clients (measured in the same run).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess } from '../../tests/support/server.ts';

export interface FanOut {
  clients: number;
  /** Milliseconds from the scheduled moment of a round change to its arrival (scheduler tick included). */
  dueP50: number;
  dueP99: number;
  /** Milliseconds from the first client's receipt of a change to each client's: the fan-out itself. */
  p50: number;
  p99: number;
  max: number;
  baselineP50: number;
  baselineP99: number;
  baselineMax: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Opens `count` event-stream connections; calls `onEvent(event, data, at)` for each message. */
async function connect(
  url: string,
  count: number,
  onEvent: (event: string, data: string, at: number) => void,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(url, { agent }, (res) => {
            let buffer = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              const at = performance.timeOrigin + performance.now();
              buffer += chunk;
              let end: number;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const message = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                const event = /^event: (.*)$/m.exec(message)?.[1] ?? 'message';
                const data = /^data: (.*)$/m.exec(message)?.[1] ?? '';
                onEvent(event, data, at);
              }
            });
            resolve();
          });
          req.on('error', reject);
          requests.push(req);
        }),
    ),
  );
  return () => {
    for (const req of requests) req.destroy();
    agent.destroy();
  };
}

export async function fanOutBench(clients: number): Promise<FanOut> {
  // The app: a lottery drawing every 10 s; the `closed` change of a round is due at its closesAt.
  const server = await startServerProcess({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-bench-sse-')),
    DEMO_ROUND_SECONDS: '10',
    LOG_LEVEL: 'warn',
    // Every client of the benchmark comes from 127.0.0.1: lift the per-IP cap of event streams.
    EVENT_STREAMS_PER_IP: String(clients + 10),
    EVENT_STREAMS_TOTAL: String(Math.max(5000, clients + 10)),
  });
  const latencies: number[] = [];
  const spread: number[] = [];
  try {
    const lotteries = (await (await fetch(`${server.url}/api/app/game`)).json()) as {
      data: { id: number }[];
    };
    const lotteryId = lotteries.data[0]?.id ?? 1;
    const seen = new Map<string, number>();
    const first = new Map<string, number>();
    const close = await connect(
      `${server.url}/api/app/game/${lotteryId}/stream`,
      clients,
      (event, data, at) => {
        if (event !== 'round') return;
        const round = JSON.parse(data) as { period: string; state: string; closesAt: string; drawAt: string };
        const due =
          round.state === 'closed'
            ? Date.parse(round.closesAt)
            : round.state === 'drawing'
              ? Date.parse(round.drawAt)
              : null;
        if (due === null) return;
        latencies.push(at - due);
        const change = `${round.period}:${round.state}`;
        first.set(change, first.get(change) ?? at);
        spread.push(at - (first.get(change) ?? at));
        seen.set(change, (seen.get(change) ?? 0) + 1);
      },
    );
    // Three round changes that every client should hear.
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && [...seen.values()].filter((n) => n === clients).length < 3) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    close();
    const complete = [...seen.values()].filter((n) => n === clients).length;
    if (complete < 3) throw new Error(`only ${complete} round changes reached all ${clients} clients`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }

  // The baseline: a bare server that writes one SSE message to every client at a known moment.
  const port = await freePort();
  const source = `
    const clients = new Set();
    require('node:http').createServer((req, res) => {
      if (req.url === '/send') {
        const at = Number(new URL(req.url, 'http://x').searchParams.get('at'));
        res.end('ok');
        const message = 'event: round\\ndata: ' + JSON.stringify({ at: Date.now() }) + '\\n\\n';
        for (const client of clients) client.write(message);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': connected\\n\\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  const baseline: number[] = [];
  try {
    let received = 0;
    const firstAt = new Map<number, number>();
    const close = await connect(`http://127.0.0.1:${port}/stream`, clients, (event, data, at) => {
      if (event !== 'round') return;
      const sent = (JSON.parse(data) as { at: number }).at;
      firstAt.set(sent, firstAt.get(sent) ?? at);
      baseline.push(at - (firstAt.get(sent) ?? at));
      received += 1;
    });
    for (let i = 0; i < 3; i++) {
      const target = received + clients;
      await fetch(`http://127.0.0.1:${port}/send`);
      const deadline = Date.now() + 10_000;
      while (received < target && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
    close();
  } finally {
    child.kill();
  }
  latencies.sort((a, b) => a - b);
  spread.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  return {
    clients,
    dueP50: percentile(latencies, 50),
    dueP99: percentile(latencies, 99),
    p50: percentile(spread, 50),
    p99: percentile(spread, 99),
    max: spread.at(-1) ?? 0,
    baselineP50: percentile(baseline, 50),
    baselineP99: percentile(baseline, 99),
    baselineMax: baseline.at(-1) ?? 0,
  };
}
