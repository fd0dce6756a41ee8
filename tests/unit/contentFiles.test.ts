/**
 * The seed of live content: the files of `src/content` read as entries — the terms
 * cut into their introduction and 24 sections in every language, the notes and guides in order —
 * and the state of a locale computed from its versions.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/index.ts';
import { parseFrontMatter, readContentFiles, splitTerms, termsSection } from '#server/content/files.ts';
import { liveNumber, localeState, type VersionFacts } from '#server/content/states.ts';

const files = readContentFiles();

describe('the content files', () => {
  it('cut the terms of every language into an introduction and sections 1 to 24, numbers out of the titles', () => {
    for (const locale of LOCALES) {
      const terms = files.filter((f) => f.collection === 'terms' && f.locale === locale);
      expect(
        terms.map((f) => f.slug),
        locale,
      ).toEqual(['intro', ...Array.from({ length: 24 }, (_, i) => termsSection(i + 1))]);
      expect(
        terms.every((f) => f.title && !/^\d+\.\s/.test(f.title)),
        locale,
      ).toBe(true);
      expect(
        terms.slice(1).every((f) => f.body.length > 0 && !f.body.includes('\n## ')),
        locale,
      ).toBe(true);
    }
  });

  it('keep a section that has no body and a file without front matter', () => {
    const [intro, first, second] = splitTerms(
      'en',
      '---\ntitle: Terms\nupdated: 2026-01-02\n---\nHello\n\n## 1. One\n\n## 2. Two\nText',
    );
    expect(intro).toMatchObject({ slug: 'intro', title: 'Terms', body: 'Hello', position: 0 });
    expect(first).toMatchObject({ slug: 'section-01', title: 'One', body: '', position: 1 });
    expect(second).toMatchObject({ slug: 'section-02', title: 'Two', body: 'Text' });
    expect(intro?.date?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(parseFrontMatter('Just text')).toEqual({ fields: {}, body: 'Just text' });
    expect(parseFrontMatter('---\ntitle: A: B\n---\nx').fields.title).toBe('A: B');
  });

  it('give every note, announcement and guide in all 10 languages, English first, in their order', () => {
    for (const collection of ['notes', 'announcements', 'howToPlay'] as const) {
      const slugs = [...new Set(files.filter((f) => f.collection === collection).map((f) => f.slug))];
      for (const slug of slugs) {
        expect(
          files
            .filter((f) => f.collection === collection && f.slug === slug)
            .map((f) => f.locale)
            .sort(),
        ).toEqual([...LOCALES].sort());
      }
    }
    expect(files[0]?.locale).toBe('en');
    const order = (c: string) =>
      files
        .filter((f) => f.collection === c && f.locale === 'en')
        .sort((a, b) => a.position - b.position)
        .map((f) => f.slug);
    expect(order('notes')).toEqual(['age', 'fair', 'deposit']);
    expect(order('howToPlay')).toEqual(['lotto', 'fast3', 'fiveMins', 'mark6']);
  });

  it('tell a changed file by its hash', () => {
    const [a] = splitTerms('en', 'Intro');
    const [b] = splitTerms('en', 'Intro changed');
    expect(a?.hash).not.toBe(b?.hash);
    expect(splitTerms('en', 'Intro')[0]?.hash).toBe(a?.hash);
  });
});

describe('a locale’s state', () => {
  const at = (iso: string) => new Date(`2026-11-21T${iso}:00.000Z`);
  const v = (
    number: number,
    state: VersionFacts['state'],
    publishAt: string | null,
    sourceNumber: number | null = null,
  ): VersionFacts => ({
    number,
    state,
    publishAt: publishAt ? at(publishAt) : null,
    sourceNumber,
    createdAt: at('00:00'),
  });
  const now = at('12:00');

  it('shows the highest-numbered published version whose time has come', () => {
    expect(liveNumber([v(1, 'published', '01:00'), v(2, 'draft', null)], now)).toBe(1);
    expect(liveNumber([v(1, 'published', '01:00'), v(2, 'published', '13:00')], now)).toBe(1);
    // A later publish now outranks an earlier-numbered one scheduled for later.
    expect(
      liveNumber(
        [v(1, 'published', '01:00'), v(2, 'published', '18:00'), v(3, 'published', '11:00')],
        at('19:00'),
      ),
    ).toBe(3);
    expect(liveNumber([], now)).toBeNull();
  });

  it('names the scheduled version, a draft on top, and a translation older than the English', () => {
    expect(
      localeState('fr', [v(1, 'published', '01:00', 1), v(2, 'published', '13:00', 1)], 1, now),
    ).toMatchObject({
      live: 1,
      scheduled: 2,
      scheduledAt: at('13:00').toISOString(),
      draft: false,
      outdated: false,
    });
    expect(localeState('fr', [v(1, 'published', '01:00', 1), v(2, 'draft', null, 1)], 2, now)).toMatchObject({
      live: 1,
      scheduled: null,
      draft: true,
      outdated: true,
    });
    expect(localeState('en', [v(1, 'published', '01:00')], 1, now).outdated).toBe(false);
    expect(localeState('ar', [], 3, now)).toMatchObject({
      live: null,
      draft: false,
      outdated: false,
      updatedAt: null,
    });
  });
});
