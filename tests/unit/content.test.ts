import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/index.ts';
import { GAMES } from '#shared/games/types.ts';

const content = path.resolve(import.meta.dirname, '../../src/content');
const read = (...parts: string[]) => readFileSync(path.join(content, ...parts), 'utf8');
const frontmatter = (text: string) => /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';

describe('the user service agreement', () => {
  it.each(LOCALES)('has exactly 24 numbered sections in %s', (locale) => {
    const headings = [...read('terms', `${locale}.md`).matchAll(/^## (\d+)\. \S/gm)].map((m) => Number(m[1]));
    expect(headings).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it('states what players agree to: 18+, one account per person, no sharing, freezing, bet limits, UK law', () => {
    const en = read('terms', 'en.md');
    for (const point of [
      /18/,
      /one account/i,
      /shar/i,
      /freeze/i,
      /bet limit|limit on bets/i,
      /United Kingdom|UK/,
    ]) {
      expect(en).toMatch(point);
    }
  });

  it('is written for each language, not copied from English', () => {
    const en = read('terms', 'en.md');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const text = read('terms', `${locale}.md`);
      expect(text, locale).not.toBe(en);
      expect(frontmatter(text), locale).not.toContain('User Service Agreement');
    }
  });
});

describe('how-to-play guides and announcements', () => {
  it.each(GAMES)('exist for %s in all 10 languages, each with a title and summary', (game) => {
    for (const locale of LOCALES) {
      const meta = frontmatter(read('howToPlay', game, `${locale}.md`));
      expect(meta, `${game}/${locale}`).toMatch(/^title: .+/m);
      expect(meta, `${game}/${locale}`).toMatch(/^summary: .+/m);
    }
  });

  it('every announcement exists in all 10 languages', () => {
    const slugs = readdirSync(path.join(content, 'announcements'));
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      expect(readdirSync(path.join(content, 'announcements', slug)).sort()).toEqual(
        LOCALES.map((l) => `${l}.md`).sort(),
      );
    }
  });

  it('no guide hard-codes odds: the page renders the odds in force', () => {
    for (const game of GAMES) {
      for (const locale of LOCALES) expect(read('howToPlay', game, `${locale}.md`)).not.toMatch(/\d\.\d\d|%/);
    }
  });
});
