/**
 * The same-origin device-fingerprint service: `GET /fp/loader.js` serves the
 * collector, built from the MIT-licensed @fingerprintjs/fingerprintjs 5, and `POST /fp/api`
 * records the device and answers the identification fields the session ping reports.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { defineRoute } from '#server/http/route.ts';
import { rateLimit } from '#server/http/rateLimit.ts';
import type { RateLimiter } from '#server/rateLimits/rateLimits.ts';
import { identification, identificationRequest, type Identification } from '#shared/contract/sessions.ts';
import { describeUserAgent, type Devices } from '#server/devices/devices.ts';

export const FP_API_PATH = '/api/app/fp/api';

/**
 * The collector: the library's UMD build plus a small wrapper exposing
 * `FairdrawFingerprint.get({ timeout })`, which resolves with the identification of `/fp/api`.
 */
function loaderScript(): string {
  const require = createRequire(import.meta.url);
  const library = readFileSync(require.resolve('@fingerprintjs/fingerprintjs/dist/fp.umd.min.js'), 'utf8');
  const wrapper = `
;(function () {
  var agent = null;
  function withTimeout(promise, ms) {
    return new Promise(function (resolve, reject) {
      var timer = setTimeout(function () { reject(new Error('fingerprint timeout')); }, ms);
      promise.then(function (v) { clearTimeout(timer); resolve(v); }, function (e) { clearTimeout(timer); reject(e); });
    });
  }
  window.FairdrawFingerprint = {
    get: function (options) {
      var timeout = (options && options.timeout) || 10000;
      agent = agent || FingerprintJS.load();
      return withTimeout(
        agent
          .then(function (a) { return a.get(); })
          .then(function (result) {
            return fetch(${JSON.stringify(FP_API_PATH)}, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ visitorId: result.visitorId, confidence: { score: result.confidence.score } })
            });
          })
          .then(function (response) { return response.json(); })
          .then(function (body) { if (body.code !== 1) throw new Error(body.error); return body.data; }),
        timeout
      );
    }
  };
})();
`;
  return `${library}\n${wrapper}`;
}

/** Records the device and answers its identification (whether and when it was seen before). */
async function identify(
  devices: Devices,
  body: { visitorId: string; confidence?: { score: number } | undefined },
  ip: string,
  userAgent: string | undefined,
): Promise<Identification> {
  const seen = await devices.seeVisitor(body.visitorId, ip, userAgent);
  const first = seen.visitor.firstSeenAt.toISOString();
  const previous = seen.previousSeenAt.toISOString();
  return {
    visitorId: seen.visitor.visitorId,
    visitorFound: seen.visitorFound,
    confidence: { score: body.confidence?.score ?? 0.5 },
    firstSeenAt: { global: first, subscription: first },
    lastSeenAt: { global: previous, subscription: previous },
    ip,
    ...describeUserAgent(userAgent),
    // The open-source collector cannot tell private browsing apart.
    incognito: false,
  };
}

export function fingerprintRoutes(devices: Devices, rateLimiter: RateLimiter) {
  let script: { body: string; etag: string } | undefined;
  return [
    defineRoute({
      method: 'get',
      path: '/fp/loader.js',
      summary: 'The device-fingerprint collector (JavaScript)',
      tags: ['fingerprint'],
      auth: 'none',
      response: z.never(),
      otherContent: [
        {
          mediaType: 'text/javascript',
          description:
            'The collector script (`Cache-Control: public, max-age=3600`, an `ETag`: with a matching `If-None-Match`, 304 and no body).',
        },
      ],
      onlyOtherContent: true,
      handler: ({ c }) => {
        if (!script) {
          const body = loaderScript();
          script = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        }
        if (c.req.header('if-none-match') === script.etag) return c.body(null, 304);
        c.header('Content-Type', 'text/javascript; charset=utf-8');
        c.header('Cache-Control', 'public, max-age=3600');
        c.header('ETag', script.etag);
        return c.body(script.body);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/fp/api',
      summary: 'Identify this device: records it and says whether it was seen before',
      tags: ['fingerprint'],
      auth: 'none',
      middleware: [rateLimit(rateLimiter, 'fp', { limit: 600, windowSeconds: 900 })],
      body: identificationRequest,
      response: identification,
      handler: ({ c, body }) => identify(devices, body, c.get('clientIp'), c.req.header('user-agent')),
    }),
  ];
}
