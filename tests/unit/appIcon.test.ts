/**
 * The installed app's icons: the site's favicon drawn as square PNGs of the sizes the
 * manifest names; a favicon that cannot be read (missing, or outside the public files) gives the
 * default icon, and says so in the log.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAppIcons } from '#server/site/appIcon.ts';

function logged() {
  const lines: { msg: string; faviconUrl?: string }[] = [];
  const log = pino(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { msg: string });
        done();
      },
    }),
  );
  return { log, lines };
}

describe('the app icons', () => {
  it('draw the favicon as 192 and 512 pixel PNGs, and no other size', async () => {
    const icons = createAppIcons({ log: logged().log });
    for (const size of [192, 512]) {
      const png = await icons.icon('/favicon.svg', size);
      const meta = await sharp(png!).metadata();
      expect(meta).toMatchObject({ format: 'png', width: size, height: size });
      // Opaque corners: a launcher shows the icon on a ground of its own.
      const { data } = await sharp(png!).raw().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(255);
    }
    expect(icons.icon('/favicon.svg', 64)).toBeNull();
    expect(icons.icon('/favicon.svg', Number.NaN)).toBeNull();
  });

  it('draw each favicon once per size', async () => {
    const icons = createAppIcons({ log: logged().log });
    expect(icons.icon('/favicon.svg', 192)).toBe(icons.icon('/favicon.svg', 192));
  });

  it('fall back to the default icon for a favicon that cannot be read, or lies outside the public files', async () => {
    const { log, lines } = logged();
    const icons = createAppIcons({ log });
    const fallback = await icons.icon('/favicon.svg', 192);
    for (const url of ['/missing.png', '/..%2Fpackage.json', 'http://plain.example/icon.png']) {
      expect(Buffer.compare((await icons.icon(url, 192))!, fallback!), url).toBe(0);
    }
    expect(lines.map((line) => line.faviconUrl)).toEqual([
      '/missing.png',
      '/..%2Fpackage.json',
      'http://plain.example/icon.png',
    ]);
  });
});
