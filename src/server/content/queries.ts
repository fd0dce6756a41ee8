/**
 * The SQL of live content: what the site shows now, the versions the console reads,
 * and the writes of a new version, a go-live and a file import.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { contentEntries, contentVersions, staff } from '#server/db/schema/index.ts';
import { selectRows } from '#server/db/rows.ts';
import type { Executor } from '#server/db/transaction.ts';
import type { ContentCollection, ContentState } from '#shared/vocabulary.ts';

/** A version as the site shows it. */
export interface LiveRow {
  slug: string;
  locale: string;
  number: number;
  title: string;
  summary: string;
  body: string;
  publish_at: Date;
  position: number;
  /** When the entry first showed, in any locale (an announcement's date). */
  first_published: Date;
}

/**
 * The version of each entry of `collection` shown now in each of `locales` (the highest-numbered
 * published one whose time has come), for entries not hidden; one entry when `slug` is given.
 */
export function liveVersions(
  db: Executor,
  collection: ContentCollection,
  locales: readonly string[],
  now: Date,
  slug?: string,
): Promise<LiveRow[]> {
  const localeList = sql.join(
    locales.map((l) => sql`${l}`),
    sql`, `,
  );
  return selectRows<LiveRow>(
    db,
    sql`select distinct on (v.slug, v.locale) v.slug, v.locale, v.number, v.title, v.summary, v.body,
          v.publish_at, e.position,
          (select min(f.publish_at) from content_versions f
            where f.collection = v.collection and f.slug = v.slug and f.state = 'published'
              and f.publish_at <= ${now}) as first_published
        from content_versions v
        join content_entries e on e.collection = v.collection and e.slug = v.slug
        where v.collection = ${collection} and v.locale in (${localeList})
          and v.state = 'published' and v.publish_at <= ${now} and e.hidden_at is null
          ${slug === undefined ? sql`` : sql`and v.slug = ${slug}`}
        order by v.slug, v.locale, v.number desc`,
  );
}

/** A version without its text: what the console's states and histories are computed from. */
export interface VersionMeta {
  collection: ContentCollection;
  slug: string;
  locale: string;
  number: number;
  state: ContentState;
  title: string;
  summary: string;
  publishAt: Date | null;
  sourceNumber: number | null;
  author: string | null;
  imported: boolean;
  restoredFrom: number | null;
  createdAt: Date;
  /** The body's first words (a note is named by them). */
  excerpt: string;
}

const metaColumns = {
  collection: contentVersions.collection,
  slug: contentVersions.slug,
  locale: contentVersions.locale,
  number: contentVersions.number,
  state: contentVersions.state,
  title: contentVersions.title,
  summary: contentVersions.summary,
  publishAt: contentVersions.publishAt,
  sourceNumber: contentVersions.sourceNumber,
  author: staff.username,
  imported: sql<boolean>`${contentVersions.authorId} is null`,
  restoredFrom: contentVersions.restoredFrom,
  createdAt: contentVersions.createdAt,
  excerpt: sql<string>`left(${contentVersions.body}, 80)`,
};

/** Every version (without text) of every entry, or of one entry, oldest first. */
export function versionMetas(db: Executor, entry?: { collection: ContentCollection; slug: string }) {
  return db
    .select(metaColumns)
    .from(contentVersions)
    .leftJoin(staff, eq(staff.id, contentVersions.authorId))
    .where(
      entry
        ? and(eq(contentVersions.collection, entry.collection), eq(contentVersions.slug, entry.slug))
        : undefined,
    )
    .orderBy(asc(contentVersions.number));
}

/** The entries, or one. */
export function entries(db: Executor, entry?: { collection: ContentCollection; slug: string }) {
  return db
    .select()
    .from(contentEntries)
    .where(
      entry
        ? and(eq(contentEntries.collection, entry.collection), eq(contentEntries.slug, entry.slug))
        : undefined,
    )
    .orderBy(asc(contentEntries.collection), asc(contentEntries.position), desc(contentEntries.createdAt));
}

/** The versions of an entry in a locale. */
function versionsIn(collection: ContentCollection, slug: string, locale: string) {
  return and(
    eq(contentVersions.collection, collection),
    eq(contentVersions.slug, slug),
    eq(contentVersions.locale, locale),
  );
}

/** One version with its text and author. */
export async function versionOf(
  db: Executor,
  key: { collection: ContentCollection; slug: string; locale: string; number: number },
) {
  const [row] = await db
    .select({ ...metaColumns, body: contentVersions.body })
    .from(contentVersions)
    .leftJoin(staff, eq(staff.id, contentVersions.authorId))
    .where(and(versionsIn(key.collection, key.slug, key.locale), eq(contentVersions.number, key.number)));
  return row;
}

/** Locks an entry's row (versions of it are numbered under this lock); undefined when none. */
export async function lockEntry(tx: Executor, collection: ContentCollection, slug: string) {
  const [row] = await tx
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.collection, collection), eq(contentEntries.slug, slug)))
    .for('update');
  return row;
}

/** The highest version number of an entry in a locale (0: none). */
export async function newestNumber(
  tx: Executor,
  collection: ContentCollection,
  slug: string,
  locale: string,
) {
  const [row] = await tx
    .select({ number: sql<number>`coalesce(max(${contentVersions.number}), 0)::int` })
    .from(contentVersions)
    .where(versionsIn(collection, slug, locale));
  return row?.number ?? 0;
}

/** The number of the English version shown at `now` (null: none yet). */
export async function englishLiveNumber(
  tx: Executor,
  collection: ContentCollection,
  slug: string,
  now: Date,
) {
  const [row] = await tx
    .select({ number: sql<number | null>`max(${contentVersions.number})::int` })
    .from(contentVersions)
    .where(
      and(
        versionsIn(collection, slug, 'en'),
        eq(contentVersions.state, 'published'),
        sql`${contentVersions.publishAt} <= ${now}`,
      ),
    );
  return row?.number ?? null;
}

/**
 * Marks the published versions whose time has come as live; answers the entries they belong
 * to (each once), so the instances drop the pages showing them.
 */
export async function markDueLive(db: Executor, now: Date) {
  const rows = await selectRows<{ collection: ContentCollection; slug: string }>(
    db,
    sql`update content_versions set live_at = ${now}
        where state = 'published' and live_at is null and publish_at <= ${now}
        returning collection, slug`,
  );
  const seen = new Map(rows.map((r) => [`${r.collection}/${r.slug}`, r]));
  return [...seen.values()];
}
