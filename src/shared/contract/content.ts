/**
 * What editors publish: the console's list of entries with the state of each locale,
 * one entry with every locale's working copy beside the English in force, the versions of a
 * locale, and what saving, publishing, scheduling, restoring and hiding send.
 */
import { z } from 'zod';
import { CONTENT_COLLECTIONS, CONTENT_STATES, LOCALES } from '../vocabulary.ts';
import { INT4_MAX, recordId, timeText } from './common.ts';

export type { ContentCollection, ContentState } from '../vocabulary.ts';

/** The longest Markdown body a version may hold (characters). */
export const CONTENT_BODY_MAX = 100_000;

const collection = z.enum(CONTENT_COLLECTIONS);
const slug = z
  .string()
  .regex(/^[a-z0-9][a-zA-Z0-9-]{0,63}$/)
  .meta({ description: 'The entry’s key in its collection.', example: 'deposit-address' });
const locale = z.enum(LOCALES);

/** `/content/{collection}/{slug}` */
export const contentEntryParams = z.object({ collection, slug });
/** `/content/{collection}/{slug}/{locale}` */
export const contentLocaleParams = contentEntryParams.extend({ locale });
/** `/content/{collection}/{slug}/{locale}/versions/{number}` */
export const contentVersionParams = contentLocaleParams.extend({ number: recordId });

/** Where a locale of an entry stands, as the console's list marks it. */
export const contentLocaleState = z
  .object({
    locale,
    /** The version the site shows (null: none in this locale; the English one shows). */
    live: z.number().nullable(),
    /** A published version waiting for its time, and that time. */
    scheduled: z.number().nullable(),
    scheduledAt: timeText.nullable(),
    /** The newest version is a draft not published yet. */
    draft: z.boolean(),
    /** Translated from an English version older than the English in force. */
    outdated: z.boolean(),
    updatedAt: timeText.nullable(),
  })
  .meta({ id: 'ContentLocaleState' });
export type ContentLocaleState = z.output<typeof contentLocaleState>;

/** An entry in the console's list. */
export const contentEntrySummary = z
  .object({
    collection,
    slug: z.string(),
    position: z.number(),
    /** The English title of the newest version (a note's first words when it has none). */
    title: z.string(),
    hidden: z.boolean(),
    /** Never edited: it follows its file in `src/content`. */
    fromFile: z.boolean(),
    locales: z.array(contentLocaleState),
  })
  .meta({ id: 'ContentEntrySummary' });
export type ContentEntrySummary = z.output<typeof contentEntrySummary>;

/** One version of an entry in one locale. */
export const contentVersion = z
  .object({
    locale,
    number: z.number(),
    state: z.enum(CONTENT_STATES),
    title: z.string(),
    summary: z.string(),
    body: z.string().meta({ description: 'Markdown (no raw HTML).' }),
    publishAt: timeText.nullable(),
    /** The English version it was translated from (other locales). */
    sourceNumber: z.number().nullable(),
    /** Null: imported from `src/content`. */
    author: z.string().nullable(),
    restoredFrom: z.number().nullable(),
    createdAt: timeText,
  })
  .meta({ id: 'ContentVersion' });
export type ContentVersion = z.output<typeof contentVersion>;

/** A version in a locale's history (without its body). */
export const contentVersionItem = contentVersion.omit({ body: true }).meta({ id: 'ContentVersionItem' });
export type ContentVersionItem = z.output<typeof contentVersionItem>;

/** `GET /content/{collection}/{slug}`: every locale's newest version and where it stands. */
export const contentEntryDetail = contentEntrySummary
  .omit({ title: true, locales: true })
  .extend({
    /** The English version in force: what translators work from. */
    english: contentVersion.nullable(),
    locales: z.array(
      z.object({
        state: contentLocaleState,
        /** The newest version (the working copy); null when the locale has none. */
        latest: contentVersion.nullable(),
      }),
    ),
  })
  .meta({ id: 'ContentEntryDetail' });
export type ContentEntryDetail = z.output<typeof contentEntryDetail>;

const text = (max: number) => z.string().trim().max(max);

/**
 * `PUT /content/{collection}/{slug}/{locale}`: a new version. `publish` absent: a draft;
 * `now`: shown at once; a time: shown from then (at least a minute ahead). `baseNumber` is the
 * newest version the editor started from: if another was saved since, 409
 * `CONTENT_VERSION_CHANGED` and nothing is saved.
 */
export const contentSave = z
  .object({
    title: text(200),
    summary: text(500).default(''),
    body: z.string().max(CONTENT_BODY_MAX),
    publish: z.union([z.literal('now'), z.iso.datetime({ offset: true })]).optional(),
    baseNumber: z
      .number()
      .int()
      .min(0)
      .max(INT4_MAX)
      .meta({ description: 'The newest version seen (0: none).' }),
  })
  .meta({ id: 'ContentSave' });
export type ContentSave = z.input<typeof contentSave>;

/** `POST …/versions/{number}/restore`: a new draft with that version's text. */
export const contentRestore = z
  .object({ baseNumber: contentSave.shape.baseNumber })
  .meta({ id: 'ContentRestore' });

/** `POST /content/{collection}`: a new announcement or note, its English draft first. */
export const contentCreate = contentSave
  .pick({ title: true, summary: true, body: true })
  .meta({ id: 'ContentCreate' });
export type ContentCreate = z.input<typeof contentCreate>;
export const contentCollectionParams = z.object({ collection });

/** `PUT /content/{collection}/{slug}/hidden`: take an announcement or note off the site, or back. */
export const contentHidden = z.object({ hidden: z.boolean() }).meta({ id: 'ContentHidden' });

/** `POST /content/preview`: Markdown as the page will show it. */
export const contentPreviewRequest = contentSave.pick({ body: true });
export const contentPreview = z.object({ html: z.string() }).meta({ id: 'ContentPreview' });
