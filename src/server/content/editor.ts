/**
 * Editors at work: the list of entries with each locale's state, an entry with every
 * locale beside the English in force, a locale's versions, and the writes — a draft, a publish
 * now or at a time, a restore of an old version, a new announcement or note, hiding one. Every
 * write is a new version under the entry's row lock, checked against the newest version the
 * editor started from; publishes, restores and hiding are audited, and a change shown at once
 * tells every instance in its transaction.
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { transaction, type Tx } from '#server/db/transaction.ts';
import { contentEntries, contentVersions } from '#server/db/schema/index.ts';
import type { StaffActor } from '#server/actors.ts';
import type { Events } from '#server/events/events.ts';
import { AppError, validationError } from '#server/errors.ts';
import { audit } from '#server/staff/audit.ts';
import { LOCALES, type ContentCollection, type Locale } from '#shared/vocabulary.ts';
import type {
  ContentCreate,
  ContentEntryDetail,
  ContentEntrySummary,
  ContentVersion,
  ContentVersionItem,
} from '#shared/contract/content.ts';
import { renderMarkdown } from './markdown.ts';
import {
  entries,
  englishLiveNumber,
  lockEntry,
  newestNumber,
  versionMetas,
  versionOf,
  type VersionMeta,
} from './queries.ts';
import { liveNumber, localeState } from './states.ts';
import { and, eq } from 'drizzle-orm';

export interface EntryKey {
  collection: ContentCollection;
  slug: string;
}
export type LocaleKey = EntryKey & { locale: Locale };

/** Collections whose entries editors add and hide; the terms and guides are a fixed set. */
const OPEN_COLLECTIONS: readonly ContentCollection[] = ['announcements', 'notes'];
/** The earliest a scheduled publish may be: a time already past is a publish now, said so. */
const SCHEDULE_AHEAD_MS = 60_000;

export interface SaveInput {
  title: string;
  summary: string;
  body: string;
  publish?: string | undefined;
  baseNumber: number;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function versionView(
  v: Omit<VersionMeta, 'excerpt'> & { body?: string },
): ContentVersionItem & { body?: string } {
  return {
    locale: v.locale as Locale,
    number: v.number,
    state: v.state,
    title: v.title,
    summary: v.summary,
    ...(v.body === undefined ? {} : { body: v.body }),
    publishAt: iso(v.publishAt),
    sourceNumber: v.sourceNumber,
    author: v.author,
    restoredFrom: v.restoredFrom,
    createdAt: v.createdAt.toISOString(),
  };
}

/** The locale states of one entry from its versions. */
function statesOf(versions: VersionMeta[], now: Date) {
  const englishLive = liveNumber(
    versions.filter((v) => v.locale === 'en'),
    now,
  );
  return LOCALES.map((locale) =>
    localeState(
      locale,
      versions.filter((v) => v.locale === locale),
      englishLive,
      now,
    ),
  );
}

/** The console's name of an entry: its newest English title, else a note's first words. */
function titleOf(versions: VersionMeta[]): string {
  const english = versions.filter((v) => v.locale === 'en').at(-1);
  return english?.title || english?.excerpt || '';
}

interface Deps {
  db: Db;
  clock: Clock;
  events: Pick<Events, 'publishContentChange'>;
}

export function createContentEditor(deps: Deps) {
  const reads = contentReads(deps);
  return {
    ...reads,
    ...versionWrites(deps, reads.version),
    ...openCollections(deps),
    preview: renderMarkdown,
  };
}

/** What the console reads: the entries, one entry in every locale, a locale's versions. */
function contentReads({ db, clock }: Deps) {
  async function list(): Promise<ContentEntrySummary[]> {
    const [rows, metas] = await Promise.all([entries(db), versionMetas(db)]);
    const now = clock.now();
    const byEntry = new Map<string, VersionMeta[]>();
    for (const v of metas) {
      const key = `${v.collection}/${v.slug}`;
      byEntry.set(key, [...(byEntry.get(key) ?? []), v]);
    }
    return rows.map((row) => {
      const versions = byEntry.get(`${row.collection}/${row.slug}`) ?? [];
      return {
        collection: row.collection,
        slug: row.slug,
        position: row.position,
        title: titleOf(versions),
        hidden: row.hiddenAt !== null,
        fromFile: versions.every((v) => v.imported),
        locales: statesOf(versions, now),
      };
    });
  }

  async function detail(key: EntryKey): Promise<ContentEntryDetail> {
    const [row] = await entries(db, key);
    if (!row) throw new AppError('NOT_FOUND');
    const versions = await versionMetas(db, key);
    const now = clock.now();
    const states = statesOf(versions, now);
    const full = async (locale: Locale, number: number | null) =>
      number ? (versionView((await versionOf(db, { ...key, locale, number }))!) as ContentVersion) : null;
    const english = await full('en', states.find((s) => s.locale === 'en')?.live ?? null);
    const locales = await Promise.all(
      states.map(async (state) => {
        const newest = versions.filter((v) => v.locale === state.locale).at(-1);
        return { state, latest: await full(state.locale, newest?.number ?? null) };
      }),
    );
    return {
      collection: row.collection,
      slug: row.slug,
      position: row.position,
      hidden: row.hiddenAt !== null,
      fromFile: versions.every((v) => v.imported),
      english,
      locales,
    };
  }

  async function history(key: LocaleKey): Promise<ContentVersionItem[]> {
    const versions = (await versionMetas(db, key)).filter((v) => v.locale === key.locale);
    if (versions.length === 0 && !(await entries(db, key)).length) throw new AppError('NOT_FOUND');
    return versions.reverse().map((v) => versionView(v));
  }

  async function version(key: LocaleKey & { number: number }): Promise<ContentVersion> {
    const found = await versionOf(db, key);
    if (!found) throw new AppError('NOT_FOUND');
    return versionView(found) as ContentVersion;
  }

  return { list, detail, history, version };
}

/** When a version shows: undefined for a draft; now; or a time at least a minute ahead. */
function publishTime(publish: string | undefined, now: Date): Date | undefined {
  if (publish === undefined) return undefined;
  if (publish === 'now') return now;
  const at = new Date(publish);
  if (at.getTime() < now.getTime() + SCHEDULE_AHEAD_MS) {
    throw validationError({ publish: 'INVALID_VALUE' });
  }
  return at;
}

/** Adds a version under the entry's lock; answers it. */
async function addVersion(
  { clock, events }: Deps,
  tx: Tx,
  actor: StaffActor,
  key: LocaleKey,
  input: Omit<SaveInput, 'publish'> & { publishAt: Date | undefined; restoredFrom?: number },
) {
  const entry = await lockEntry(tx, key.collection, key.slug);
  if (!entry) throw new AppError('NOT_FOUND');
  const newest = await newestNumber(tx, key.collection, key.slug, key.locale);
  if (newest !== input.baseNumber) {
    throw new AppError('CONTENT_VERSION_CHANGED', { fields: { baseNumber: String(newest) } });
  }
  const now = clock.now();
  const shownNow = input.publishAt !== undefined && input.publishAt <= now;
  const [row] = await tx
    .insert(contentVersions)
    .values({
      ...key,
      number: newest + 1,
      state: input.publishAt ? 'published' : 'draft',
      title: input.title,
      summary: input.summary,
      body: input.body,
      publishAt: input.publishAt ?? null,
      liveAt: shownNow ? now : null,
      sourceNumber: key.locale === 'en' ? null : await englishLiveNumber(tx, key.collection, key.slug, now),
      authorId: actor.staff.id,
      restoredFrom: input.restoredFrom ?? null,
      createdAt: now,
    })
    .returning({ number: contentVersions.number });
  if (shownNow) await events.publishContentChange(tx, [{ collection: key.collection, slug: key.slug }]);
  return row!.number;
}

/** Every write of a version: a draft, a publish now or at a time, a restore of an old one. */
function versionWrites(
  deps: Deps,
  version: (key: LocaleKey & { number: number }) => Promise<ContentVersion>,
) {
  const { db, clock } = deps;
  /** A new version: a draft, or published now or at a time (`input.publish`). */
  async function saveOrPublish(actor: StaffActor, key: LocaleKey, input: SaveInput): Promise<ContentVersion> {
    const publishAt = publishTime(input.publish, clock.now());
    if (key.collection !== 'notes' && !input.title) {
      throw validationError({ title: 'REQUIRED' });
    }
    const number = await transaction(db, async (tx) => {
      const added = await addVersion(deps, tx, actor, key, { ...input, publishAt });
      if (publishAt) {
        await audit(tx, actor, {
          action: publishAt <= clock.now() ? 'content.publish' : 'content.schedule',
          targetType: 'content',
          targetId: `${key.collection}/${key.slug}/${key.locale}`,
          after: { number: added, title: input.title, publishAt: publishAt.toISOString() },
        });
      }
      return added;
    });
    return version({ ...key, number });
  }

  async function restore(actor: StaffActor, key: LocaleKey & { number: number }, baseNumber: number) {
    const old = await versionOf(db, key);
    if (!old) throw new AppError('NOT_FOUND');
    const number = await transaction(db, async (tx) => {
      const added = await addVersion(deps, tx, actor, key, {
        title: old.title,
        summary: old.summary,
        body: old.body,
        baseNumber,
        publishAt: undefined,
        restoredFrom: key.number,
      });
      await audit(tx, actor, {
        action: 'content.restore',
        targetType: 'content',
        targetId: `${key.collection}/${key.slug}/${key.locale}`,
        after: { number: added, restoredFrom: key.number },
      });
      return added;
    });
    return version({ ...key, number });
  }

  return { saveOrPublish, restore };
}

/** Adding and hiding announcements and notes. */
function openCollections({ db, clock, events }: Deps) {
  const refuseFixed = (collection: ContentCollection) => {
    if (!OPEN_COLLECTIONS.includes(collection)) throw new AppError('INVALID_OPERATION');
  };

  /** A new entry with its English draft; its slug from the title (or `note`), made unique. */
  async function create(actor: StaffActor, collection: ContentCollection, input: ContentCreate) {
    refuseFixed(collection);
    const title = input.title.trim();
    if (collection !== 'notes' && !title) throw validationError({ title: 'REQUIRED' });
    const base =
      (title || input.body)
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 48) || (collection === 'notes' ? 'note' : 'announcement');
    return transaction(db, async (tx) => {
      const taken = new Set(
        (await entries(tx)).filter((e) => e.collection === collection).map((e) => e.slug),
      );
      let slug = base;
      for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
      const position = collection === 'notes' ? taken.size + 1 : 0;
      await tx.insert(contentEntries).values({ collection, slug, position });
      await tx.insert(contentVersions).values({
        collection,
        slug,
        locale: 'en',
        number: 1,
        state: 'draft',
        title,
        summary: input.summary ?? '',
        body: input.body,
        authorId: actor.staff.id,
        createdAt: clock.now(),
      });
      await audit(tx, actor, {
        action: 'content.create',
        targetType: 'content',
        targetId: `${collection}/${slug}`,
        after: { title },
      });
      return { collection, slug };
    });
  }

  async function setHidden(actor: StaffActor, key: EntryKey, hidden: boolean) {
    refuseFixed(key.collection);
    await transaction(db, async (tx) => {
      const entry = await lockEntry(tx, key.collection, key.slug);
      if (!entry) throw new AppError('NOT_FOUND');
      if ((entry.hiddenAt !== null) === hidden) return;
      await tx
        .update(contentEntries)
        .set({ hiddenAt: hidden ? clock.now() : null })
        .where(and(eq(contentEntries.collection, key.collection), eq(contentEntries.slug, key.slug)));
      await audit(tx, actor, {
        action: hidden ? 'content.hide' : 'content.show',
        targetType: 'content',
        targetId: `${key.collection}/${key.slug}`,
      });
      await events.publishContentChange(tx, [key]);
    });
  }

  return { create, setHidden };
}

export type ContentEditor = ReturnType<typeof createContentEditor>;
