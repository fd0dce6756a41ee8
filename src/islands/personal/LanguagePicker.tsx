/**
 * The language picker: the 10 locales by their own names. The choice is stored where the
 * server and the client both look (localStorage and the `locale` cookie), then the page is
 * rendered again in that language.
 */
import type { ChangeEvent } from 'react';
import type { IslandMessages } from '#i18n/index.ts';
import { useHydrated } from '../common/useHydrated.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
  /** The locale the page is rendered in. */
  locale: string;
  /** Every locale with its own name (`locale.name` of its dictionary). */
  locales: readonly { code: string; name: string }[];
  /** Where to go once a language is chosen; unset: this page again. */
  next?: string;
}

const ONE_YEAR_SECONDS = 31_536_000;

export default withIslandI18n(function LanguagePicker({ locale, locales, next }: Props) {
  const t = useT();
  // A choice made before the island runs would be lost: the list waits for it.
  const hydrated = useHydrated();

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const code = event.target.value;
    if (code === locale) return;
    localStorage.setItem('locale', code);
    document.cookie = `locale=${encodeURIComponent(code)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    if (next) window.location.assign(next);
    else window.location.reload();
  }

  return (
    <div className="field pc-language">
      <label htmlFor="language">{t('language.label')}</label>
      <select
        id="language"
        value={locale}
        onChange={choose}
        disabled={!hydrated}
        aria-describedby="language-hint"
      >
        {locales.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <p id="language-hint" className="field-hint">
        {t('language.hint')}
      </p>
    </div>
  );
});
