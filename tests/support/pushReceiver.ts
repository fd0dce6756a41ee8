/**
 * A push service for the tests: the other side of Web Push, written from the RFCs and
 * sharing no code with the sender. It hands out subscriptions the way a browser would (its own
 * P-256 key pair and auth secret each), takes deliveries on 127.0.0.1 (RFC 8030: POST with `TTL`),
 * checks the VAPID signature (RFC 8292: an ES256 JWT for this origin, signed by the key in `k`)
 * and decrypts the `aes128gcm` payload with the subscription's private key (RFC 8291, RFC 8188).
 * A subscription can be told to answer a given status instead (gone, failing).
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  subscription: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload, parsed as JSON. */
  message: { title: string; body: string; url: string; tag: string };
  /** The VAPID JWT's claims and the public key it was verified with. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

export interface ReceiverSubscription {
  id: string;
  /** What a browser's `PushSubscription.toJSON()` gives. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** HKDF with one block of output (RFC 5869), as RFC 8291 uses it. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return hmac(hmac(salt, ikm), Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/** RFC 8291: the payload of a push encrypted for a subscription, decrypted. */
function decrypt(body: Buffer, receiver: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  // RFC 8188 header: salt (16), record size (4), key id length (1), key id (the sender's key).
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = receiver.ecdh.computeSecret(senderKey);
  const receiverKey = receiver.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = hkdf(receiver.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm payload');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<jwt>, k=<public key>`, the JWT verified with that key. */
function checkVapid(authorization: string | undefined, origin: string): Delivery['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const token = match[1] ?? '';
  const k = match[2] ?? '';
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Omit<
    Delivery['vapid'],
    'publicKey'
  >;
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud} is not ${origin}`);
  if (body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600_000) {
    throw new Error('VAPID expiry out of range');
  }
  return { ...body, publicKey: k };
}

export async function startPushReceiver() {
  const subscriptions = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: Buffer; answer: number }
  >();
  const deliveries: Delivery[] = [];
  const refusals: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const subscription = subscriptions.get(id);
      if (req.method !== 'POST' || !subscription) return void res.writeHead(404).end();
      if (subscription.answer !== 201) return void res.writeHead(subscription.answer).end('refused');
      try {
        if (!req.headers.ttl || req.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`missing TTL or encoding: ${JSON.stringify(req.headers)}`);
        }
        const vapid = checkVapid(req.headers.authorization, origin);
        const message = JSON.parse(decrypt(Buffer.concat(chunks), subscription)) as Delivery['message'];
        deliveries.push({ subscription: id, headers: req.headers, message, vapid });
        res.writeHead(201, { location: `/message/${deliveries.length}` }).end();
      } catch (error) {
        refusals.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    deliveries,
    /** Deliveries the receiver could not verify or decrypt (a test expects none). */
    refusals,
    /** A new subscription, as a browser would make one. */
    subscribe(): ReceiverSubscription {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, { ecdh, auth, answer: 201 });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    /** Makes a subscription answer `status` from now on (410: gone; 500: failing). */
    answer(id: string, status: number) {
      const subscription = subscriptions.get(id);
      if (subscription) subscription.answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;
