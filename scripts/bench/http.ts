/**
 * A light JSON client for the benchmarks: node:http over keep-alive sockets. `fetch` (undici)
 * spends several times more CPU per call, and on a 2-core machine the client's CPU is taken
 * from the server being measured.
 */
import http from 'node:http';

export type Call = (
  method: string,
  route: string,
  body?: unknown,
  jwt?: string,
) => Promise<Record<string, unknown>>;

/** A client for `baseUrl` with up to `sockets` connections kept open. */
export function jsonClient(baseUrl: string, sockets: number): { call: Call; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const base = new URL(baseUrl);
  const call: Call = (method, route, body, jwt) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path: route,
          headers: {
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...(jwt ? { jwt } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            try {
              const json = JSON.parse(Buffer.concat(chunks).toString()) as {
                code: number;
                data: Record<string, unknown>;
              };
              if (json.code !== 1) reject(new Error(`${route}: ${JSON.stringify(json)}`));
              else resolve(json.data);
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}
