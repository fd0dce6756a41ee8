/**
 * Content entry ids, shared by the collections' loader and the pages that look entries up. Astro's
 * default id is a slug, lower-cased: `fiveMins/en.md` became `fivemins/en` and the 5 Minutes
 * guide was never found. Ids here are the file path without its extension, case kept.
 */

/**
 * The id of the entry stored in `file` (a path relative to the collection's base).
 * @example contentEntryId('fiveMins/en.md') // 'fiveMins/en'
 */
export function contentEntryId(file: string): string {
  return file.replace(/\.md$/, '');
}

/**
 * The id of an entry in one language: `{base}/{locale}`, or `{locale}` for a collection of one
 * file per language.
 * @example localizedEntryId('fiveMins', 'ar') // 'fiveMins/ar'
 */
export function localizedEntryId(base: string | null, locale: string): string {
  return base ? `${base}/${locale}` : locale;
}
