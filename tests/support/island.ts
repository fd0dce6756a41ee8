/**
 * Renders an island's part as the server does: inside the language its island's root gives every
 * part (`IslandI18n`), since the parts read `t` and the locale from there rather than as props.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IslandMessages } from '#i18n/index.ts';
import { IslandI18n } from '#islands/common/i18n.tsx';

/** The server's HTML of `element` with `messages` (and `locale`, else the messages' own). */
export function renderInIsland(messages: IslandMessages, element: ReactElement, locale?: string): string {
  return renderToStaticMarkup(createElement(IslandI18n, { messages, locale, children: element }));
}
