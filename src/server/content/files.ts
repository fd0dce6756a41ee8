/**
 * The Markdown files of `src/content`: the seed of what editors publish and the
 * fallback of every entry never edited. One file per entry and locale, a YAML-like front matter
 * of `key: value` lines; the terms are one file per locale, cut here into their introduction
 * (`intro`) and 24 sections (`section-01`…), each its own entry.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { LOCALES } from '#i18n/index.ts';
import { GAME_KEYS, type ContentCollection, type GameKey } from '#shared/vocabulary.ts';

export const CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url));

/** One entry in one locale as its file says it. */
export interface ContentFile {
  collection: ContentCollection;
  slug: string;
  locale: string;
  position: number;
  title: string;
  summary: string;
  body: string;
  /** The date the file gives (an announcement's `date`, the terms' `updated`), if any. */
  date: Date | null;
  /** Tells a changed file from the one imported before. */
  hash: string;
}

/** Splits `---\nkey: value\n---\nbody` into its fields and body. */
export function parseFrontMatter(text: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { fields: {}, body: text.trim() };
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { fields, body: (match[2] ?? '').trim() };
}

const hashOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);

function file(
  collection: ContentCollection,
  slug: string,
  locale: string,
  entry: Omit<ContentFile, 'collection' | 'slug' | 'locale' | 'hash'>,
): ContentFile {
  const hash = hashOf(entry.title, entry.summary, entry.body, String(entry.position));
  return { collection, slug, locale, ...entry, hash };
}

const dateOf = (value: string | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** Each `{collection}/{slug}/{locale}.md` of a collection with one folder per entry. */
function entryFolders(dir: string, collection: ContentCollection): ContentFile[] {
  const base = path.join(dir, collection);
  return readdirSync(base).flatMap((slug) =>
    LOCALES.flatMap((locale) => {
      let text: string;
      try {
        text = readFileSync(path.join(base, slug, `${locale}.md`), 'utf8');
      } catch {
        return [];
      }
      const { fields, body } = parseFrontMatter(text);
      return [
        file(collection, slug, locale, {
          position:
            Number(fields.position ?? 0) ||
            (collection === 'howToPlay' ? GAME_KEYS.indexOf(slug as GameKey) + 1 : 0),
          title: fields.title ?? '',
          summary: fields.summary ?? '',
          body,
          date: dateOf(fields.date),
        }),
      ];
    }),
  );
}

/** The slug of the terms' section `n` (1-based). */
export const termsSection = (n: number) => `section-${String(n).padStart(2, '0')}`;

/** A locale's terms file, cut at its `## N. Title` headings. */
export function splitTerms(locale: string, text: string): ContentFile[] {
  const { fields, body } = parseFrontMatter(text);
  const parts = body.split(/^## /m);
  const date = dateOf(fields.updated);
  const intro = file('terms', 'intro', locale, {
    position: 0,
    title: fields.title ?? '',
    summary: '',
    body: (parts[0] ?? '').trim(),
    date,
  });
  const sections = parts.slice(1).map((part, index) => {
    const newline = part.indexOf('\n');
    const heading = (newline < 0 ? part : part.slice(0, newline)).trim();
    return file('terms', termsSection(index + 1), locale, {
      position: index + 1,
      title: heading.replace(/^\d+\.\s*/, ''),
      summary: '',
      body: newline < 0 ? '' : part.slice(newline + 1).trim(),
      date,
    });
  });
  return [intro, ...sections];
}

let shipped: ContentFile[] | undefined;

/**
 * Every entry of every collection in every locale that has a file, English first. The files
 * shipped with the app are read once per process (they change only with a deploy).
 */
export function readContentFiles(dir = CONTENT_DIR): ContentFile[] {
  if (dir === CONTENT_DIR) return (shipped ??= readFiles(dir));
  return readFiles(dir);
}

function readFiles(dir: string): ContentFile[] {
  const terms = LOCALES.flatMap((locale) => {
    try {
      return splitTerms(locale, readFileSync(path.join(dir, 'terms', `${locale}.md`), 'utf8'));
    } catch {
      return [];
    }
  });
  const all = [
    ...entryFolders(dir, 'announcements'),
    ...entryFolders(dir, 'notes'),
    ...terms,
    ...entryFolders(dir, 'howToPlay'),
  ];
  return [...all.filter((f) => f.locale === 'en'), ...all.filter((f) => f.locale !== 'en')];
}
