/**
 * The language of one island, given once at its root: each island is its own React root, so the
 * page's messages and locale come in as the root's props and reach every part through this
 * context rather than as `t` and `locale` props handed down by each parent. Nothing here but a
 * context and `makeT`: the round screen's download should not grow for it.
 */
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import { formatMoneyForLocale, ISLAND_LOCALE_KEY } from '#i18n/format.ts';
import type { IslandMessages } from '#i18n/index.ts';

/** A money string written for the island's locale, with its currency ("12.50 USDT"). */
export type Money = (amount: string) => string;

interface IslandLanguage {
  t: T;
  locale: string;
  money: Money;
}

const Language = createContext<IslandLanguage | null>(null);

/**
 * Gives the island's parts its language: `messages` as the page picked them, `locale` as the page
 * passed it (else the one the messages were picked for).
 * @example <IslandI18n messages={messages} locale={locale}><Screen /></IslandI18n>
 */
export function IslandI18n({
  messages,
  locale,
  children,
}: {
  messages: IslandMessages;
  locale?: string | undefined;
  children: ReactNode;
}) {
  const language = useMemo(() => {
    const own = locale ?? messages[ISLAND_LOCALE_KEY] ?? 'en';
    const money: Money = (amount) => formatMoneyForLocale(own, amount);
    return { t: makeT(messages), locale: own, money };
  }, [messages, locale]);
  return <Language.Provider value={language}>{children}</Language.Provider>;
}

/**
 * An island's root: `Screen` rendered inside `IslandI18n` with the root's own `messages` and
 * `locale`, which `Screen` still receives with its other props.
 * @example export default withIslandI18n(function Records({ supportUrl }: Props) { … });
 */
export function withIslandI18n<P extends { messages: IslandMessages; locale?: string }>(
  Screen: ComponentType<P>,
) {
  return function Island(props: P) {
    return (
      <IslandI18n messages={props.messages} locale={props.locale}>
        <Screen {...props} />
      </IslandI18n>
    );
  };
}

function useLanguage(): IslandLanguage {
  const language = useContext(Language);
  // A part rendered outside its island's root has no language to show: say where, not a blank.
  if (!language) throw new Error('An island part is rendered outside IslandI18n');
  return language;
}

/** The island's `t()`. */
export function useT(): T {
  return useLanguage().t;
}

/** The island's locale ("en", "zh-CN", "ar"…). */
export function useLocale(): string {
  return useLanguage().locale;
}

/** Money formatting for the island's locale: `money('12.5')` is "12.50 USDT" in English. */
export function useMoney(): Money {
  return useLanguage().money;
}
