/**
 * What editors publish: each entry of a collection (an announcement, a note, a terms
 * section, a guide) and every version of it in every locale. Nothing is ever overwritten: a
 * saved draft, a publish and a restore each add a version, with its author.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';
import { CONTENT_COLLECTIONS, CONTENT_STATES } from '#shared/vocabulary.ts';

/** An entry of a collection; `position` orders the terms' sections and the notes. */
export const contentEntries = pgTable(
  'content_entries',
  {
    collection: text('collection', { enum: CONTENT_COLLECTIONS }).notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    /** Taken off the site (announcements and notes only): its versions are kept. */
    hiddenAt: ts('hidden_at'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.collection, table.slug] })],
);

/**
 * A version of an entry in one locale, numbered from 1 per entry and locale. A `published`
 * version shows from `publish_at` (later: scheduled) until a higher-numbered one shows;
 * `live_at` is when the instances were told it shows. `source_number` is the English version a
 * translation was written from; `author_id` null marks one imported from `src/content`, with
 * the hash of its file.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collection: text('collection', { enum: CONTENT_COLLECTIONS }).notNull(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    number: integer('number').notNull(),
    state: text('state', { enum: CONTENT_STATES }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    publishAt: ts('publish_at'),
    liveAt: ts('live_at'),
    sourceNumber: integer('source_number'),
    authorId: uuid('author_id'),
    fileHash: text('file_hash'),
    restoredFrom: integer('restored_from'),
    createdAt: ts('created_at').notNull(),
  },
  (table) => [
    unique('content_versions_number').on(table.collection, table.slug, table.locale, table.number),
    foreignKey({
      columns: [table.collection, table.slug],
      foreignColumns: [contentEntries.collection, contentEntries.slug],
    }),
    index('content_versions_due_idx')
      .on(table.publishAt)
      .where(sql`${table.state} = 'published' and ${table.liveAt} is null`),
    check(
      'content_versions_published_has_time',
      sql`${table.state} = 'draft' or ${table.publishAt} is not null`,
    ),
    check('content_versions_number_positive', sql`${table.number} > 0`),
  ],
);
