/**
 * One process of the event-stream benchmark's clients (scripts/bench/sse.ts starts several, so
 * that parsing thousands of streams is not one event loop's queue): opens `count` streams to
 * `url` on raw TCP sockets, notes the arrival time of every `round` message, and reports to its
 * parent over IPC. The first `round` message of a stream is the snapshot it starts from, not a
 * change: it only marks the stream as ready.
 *
 * Arguments: url, count. Messages to the parent: `{ ready: true }` once every stream has its
 * snapshot; on `{ report: true }`, `{ arrivals: { [data]: number[] } }`, each message's data (the
 * same bytes for every client) with the arrival times, in ms since the epoch, of every client.
 */
import net from 'node:net';

const [url = '', countArg = '0'] = process.argv.slice(2);
const count = Number(countArg);
const target = new URL(url);
// Connections opened at a time: the server reads the current round for each new stream.
const OPENING_AT_ONCE = 100;

const MARK = 'event: round\ndata: ';
const arrivals = new Map<string, number[]>();
const sockets: net.Socket[] = [];
let ready = 0;

const now = () => performance.timeOrigin + performance.now();

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(target.port), target.hostname);
    sockets.push(socket);
    socket.setEncoding('latin1');
    let buffer = '';
    let snapshot = true;
    socket.once('connect', () => {
      socket.write(
        `GET ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nAccept: text/event-stream\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: string) => {
      // The time first: what follows is this process's own work.
      const at = now();
      buffer += chunk;
      // Chunked framing is left in: a message is found by its own marker and line end.
      for (;;) {
        const start = buffer.indexOf(MARK);
        if (start < 0) {
          // Keep a tail that may be the start of a marker.
          if (buffer.length > MARK.length) buffer = buffer.slice(-MARK.length);
          break;
        }
        const end = buffer.indexOf('\n', start + MARK.length);
        if (end < 0) {
          buffer = buffer.slice(start);
          break;
        }
        const data = buffer.slice(start + MARK.length, end);
        buffer = buffer.slice(end + 1);
        if (snapshot) {
          snapshot = false;
          ready += 1;
          resolve();
          continue;
        }
        let times = arrivals.get(data);
        if (!times) arrivals.set(data, (times = []));
        times.push(at);
      }
    });
    socket.on('error', reject);
  });
}

async function openAll() {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(OPENING_AT_ONCE, count) }, async () => {
      while (next < count) {
        next += 1;
        await open();
      }
    }),
  );
}

process.on('message', (message: { report?: boolean; close?: boolean }) => {
  if (message.report) process.send?.({ arrivals: Object.fromEntries(arrivals), ready });
  if (message.close) {
    for (const socket of sockets) socket.destroy();
    process.disconnect();
  }
});

openAll().then(
  () => process.send?.({ ready: true }),
  (error: unknown) => {
    process.send?.({ error: String(error) });
    process.exit(1);
  },
);
