/**
 * Serves the built client assets (`dist/client`) with compression computed once per file and
 * kept in memory, `immutable` caching for Astro's hashed assets, and ETags for the rest.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 512;
/** Astro puts content-hashed files here: they never change, so browsers may keep them forever. */
const HASHED_PREFIX = '/_astro/';

interface Asset {
  file: string;
  type: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
  });
}

/** Which encoding to send for an `Accept-Encoding` header: brotli, gzip or none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return [name.trim(), q ? Number(q.trim().slice(2)) : 1] as const;
    }),
  );
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

/**
 * Builds the static handler for a directory. It returns `false` when the request is not for a
 * file it has, so the caller can pass it on.
 */
export function createStaticHandler(root: string) {
  const assets = new Map<string, Asset>();
  for (const rel of walk(root)) {
    const file = path.join(root, rel);
    const type = TYPES[path.extname(rel).toLowerCase()] ?? 'application/octet-stream';
    const stat = statSync(file);
    assets.set(encodeURI(rel), {
      file,
      type,
      etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
      body: Buffer.alloc(0),
    });
  }
  const loaded = new Set<string>();

  function load(urlPath: string, asset: Asset): Asset {
    if (loaded.has(urlPath)) return asset;
    asset.body = readFileSync(asset.file);
    asset.etag = `"${createHash('sha1').update(asset.body).digest('base64url').slice(0, 22)}"`;
    if (COMPRESSIBLE.test(asset.type) && asset.body.length >= MIN_COMPRESS_BYTES) {
      asset.br = brotliCompressSync(asset.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: asset.body.length,
        },
      });
      asset.gzip = gzipSync(asset.body, { level: 9 });
    }
    loaded.add(urlPath);
    return asset;
  }

  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    const found = assets.get(urlPath);
    if (!found) return false;
    const asset = load(urlPath, found);
    res.setHeader('Content-Type', asset.type);
    res.setHeader(
      'Cache-Control',
      urlPath.startsWith(HASHED_PREFIX) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
    res.setHeader('ETag', asset.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (asset.br) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === asset.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const encoding = asset.br ? pickEncoding(req.headers['accept-encoding']) : undefined;
    const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body?.length ?? 0));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
