/**
 * The installed app's icons: the site's favicon (a path of the site's own public files
 * or an `https` address, as staff set it) drawn as a square PNG of the sizes the web app manifest
 * names, on a white ground so a transparent icon stays visible on any launcher. Drawn once per
 * favicon and size; a favicon that cannot be read or drawn gives the default icon instead, tried
 * again after a while.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Logger } from 'pino';

/** The sizes the manifest lists: what Chrome's installability asks for (192 and 512). */
export const APP_ICON_SIZES = [192, 512] as const;

const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));
const DEFAULT_FAVICON = '/favicon.svg';
const MAX_FAVICON_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 5_000;
const RETRY_AFTER_MS = 10 * 60_000;

/** The bytes of a favicon: a file of `public/` (never outside it), or an `https` address. */
async function faviconBytes(url: string): Promise<Buffer> {
  if (url.startsWith('/')) {
    const file = path.join(PUBLIC_DIR, decodeURIComponent(new URL(url, 'http://site').pathname));
    if (!file.startsWith(PUBLIC_DIR)) throw new Error('favicon outside the public files');
    return readFile(file);
  }
  if (!url.startsWith('https://')) throw new Error('favicon is neither a site path nor https');
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`favicon answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_FAVICON_BYTES)
    throw new Error('favicon too large');
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_FAVICON_BYTES) throw new Error('favicon too large');
  return bytes;
}

/** A favicon drawn as a `size`² PNG, centred on white with a little margin. */
async function draw(bytes: Buffer, size: number): Promise<Buffer> {
  const inner = Math.round(size * 0.8);
  // An SVG is drawn at the density that gives the size wanted, not scaled up from 72 dpi.
  const icon = await sharp(bytes, { density: 72 * Math.max(1, inner / 32), limitInputPixels: 4096 * 4096 })
    .resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: icon, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export function createAppIcons({ log }: { log: Logger }) {
  const drawn = new Map<string, { png: Promise<Buffer>; until: number }>();
  return {
    /** The PNG of the icon at `size` for the site whose favicon is `faviconUrl`; null for a size the manifest does not list. */
    icon(faviconUrl: string, size: number): Promise<Buffer> | null {
      if (!(APP_ICON_SIZES as readonly number[]).includes(size)) return null;
      const key = `${size} ${faviconUrl}`;
      const held = drawn.get(key);
      if (held && held.until > Date.now()) return held.png;
      const entry: { png: Promise<Buffer>; until: number } = {
        png: Promise.resolve(Buffer.alloc(0)),
        until: Number.POSITIVE_INFINITY,
      };
      entry.png = faviconBytes(faviconUrl)
        .then((bytes) => draw(bytes, size))
        .catch(async (error: unknown) => {
          if (faviconUrl === DEFAULT_FAVICON) throw error;
          log.warn({ err: error, faviconUrl }, 'the favicon could not be drawn as an app icon');
          entry.until = Date.now() + RETRY_AFTER_MS;
          return draw(await faviconBytes(DEFAULT_FAVICON), size);
        });
      drawn.set(key, entry);
      return entry.png;
    },
  };
}

export type AppIcons = ReturnType<typeof createAppIcons>;
