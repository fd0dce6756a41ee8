/**
 * The first start imports `src/content`; every later start brings in what the files
 * added or changed for entries no editor has touched in that locale, so an entry never edited
 * keeps following its file. Instances starting together insert the same rows: the unique
 * version number lets one of them win and the others skip.
 */
import { sql } from 'drizzle-orm';
import { contentEntries, contentVersions } from '#server/db/schema/index.ts';
import { selectRows } from '#server/db/rows.ts';
import type { Db } from '#server/db/client.ts';
import type { ContentFile } from './files.ts';
import type { ContentCollection } from '#shared/vocabulary.ts';

interface Existing {
  collection: ContentCollection;
  slug: string;
  locale: string;
  newest: number;
  imported: boolean;
  hash: string | null;
}

const keyOf = (f: { collection: string; slug: string; locale: string }) =>
  `${f.collection}/${f.slug}/${f.locale}`;

/**
 * Imports the files that are new or changed; answers the entries that changed. `files` must list
 * English first (a translation records the English version it follows).
 */
export async function importContentFiles(db: Db, files: readonly ContentFile[], now: Date) {
  if (files.length === 0) return [];
  const seenEntries = new Map(files.map((f) => [`${f.collection}/${f.slug}`, f]));
  await db
    .insert(contentEntries)
    .values(
      [...seenEntries.values()].map((f) => ({
        collection: f.collection,
        slug: f.slug,
        position: f.position,
      })),
    )
    .onConflictDoNothing();
  const existing = new Map(
    (
      await selectRows<Existing>(
        db,
        sql`select collection, slug, locale, max(number)::int as newest, bool_and(author_id is null) as imported,
              (array_agg(file_hash order by number desc))[1] as hash
            from content_versions group by collection, slug, locale`,
      )
    ).map((row) => [keyOf(row), row]),
  );
  const englishNumber = new Map<string, number>();
  const rows: (typeof contentVersions.$inferInsert)[] = [];
  for (const f of files) {
    const found = existing.get(keyOf(f));
    const entryKey = `${f.collection}/${f.slug}`;
    if (f.locale === 'en') englishNumber.set(entryKey, found?.newest ?? 0);
    if (found && (!found.imported || found.hash === f.hash)) continue;
    const number = (found?.newest ?? 0) + 1;
    if (f.locale === 'en') englishNumber.set(entryKey, number);
    const publishAt = found ? now : (f.date ?? now);
    rows.push({
      collection: f.collection,
      slug: f.slug,
      locale: f.locale,
      number,
      state: 'published',
      title: f.title,
      summary: f.summary,
      body: f.body,
      publishAt,
      liveAt: publishAt <= now ? now : null,
      sourceNumber: f.locale === 'en' ? null : (englishNumber.get(entryKey) ?? null),
      fileHash: f.hash,
      createdAt: now,
    });
  }
  if (rows.length === 0) return [];
  await db.insert(contentVersions).values(rows).onConflictDoNothing();
  const changed = new Map(
    rows.map((r) => [`${r.collection}/${r.slug}`, { collection: r.collection, slug: r.slug }]),
  );
  return [...changed.values()];
}
