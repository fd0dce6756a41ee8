import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentEntryId, localizedEntryId } from '../../src/contentEntryId.ts';
import { LOCALES } from '#i18n/index.ts';
import { GAMES } from '#shared/games/types.ts';

const guides = path.resolve(import.meta.dirname, '../../src/content/howToPlay');

describe('content entry ids', () => {
  it('keep the case of the file path, so fiveMins/en stays fiveMins/en', () => {
    expect(contentEntryId('fiveMins/en.md')).toBe('fiveMins/en');
    expect(contentEntryId('en.md')).toBe('en');
  });

  it.each(GAMES)('are what the how-to-play lookup asks for, for %s in every locale', (game) => {
    const files = readdirSync(path.join(guides, game));
    const ids = files.map((file) => contentEntryId(`${game}/${file}`));
    for (const locale of LOCALES) expect(ids, `${game}/${locale}`).toContain(localizedEntryId(game, locale));
  });
});
