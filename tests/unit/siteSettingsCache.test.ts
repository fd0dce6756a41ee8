/**
 * The site settings' two-second copy: a read that was under way when the copy was dropped (an
 * edit here, or one another instance announced) answers its caller but is not kept, so the next
 * caller reads the settings again rather than being served the old row for two seconds more.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { createSiteSettings, DEFAULT_SITE_SETTINGS } from '#server/site/site.ts';

/** A database whose reads of the settings row wait until the test answers them. */
function heldDatabase() {
  const reads: ((row: unknown) => void)[] = [];
  const db = {
    select: () => ({
      from: () => ({ where: () => new Promise<unknown[]>((resolve) => reads.push((row) => resolve([row]))) }),
    }),
  };
  return { db: db as never as Db, reads };
}

const row = (supportUrl: string) => ({ ...DEFAULT_SITE_SETTINGS, id: 1, supportUrl });

describe('the site settings copy', () => {
  it('keeps a read for two seconds', async () => {
    const { db, reads } = heldDatabase();
    const settings = createSiteSettings({ db });
    const first = settings.get();
    reads[0]?.(row('https://old.example'));
    expect((await first).supportUrl).toBe('https://old.example');
    expect((await settings.get()).supportUrl).toBe('https://old.example');
    expect(reads).toHaveLength(1);
  });

  it('does not keep a read that began before the copy was dropped', async () => {
    const { db, reads } = heldDatabase();
    const settings = createSiteSettings({ db });
    const stale = settings.get();
    settings.invalidate();
    reads[0]?.(row('https://old.example'));
    expect((await stale).supportUrl).toBe('https://old.example');

    const next = settings.get();
    expect(reads).toHaveLength(2);
    reads[1]?.(row('https://new.example'));
    expect((await next).supportUrl).toBe('https://new.example');
    expect(settings.freshInfo()).toBeUndefined();
    expect((await settings.info()).supportUrl).toBe('https://new.example');
  });
});
