/**
 * The chase form's fields as the server renders them, in every language: the loss limit's hint
 * names one period's stake with the currency once, and stop on a win says that each period waits
 * for the result before it, and what happens when that result comes too late.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { islandMessages, translate } from '#i18n/index.ts';
import { LOCALES } from '#shared/vocabulary.ts';
import { ChaseFields } from '#islands/chase/ChaseOption.tsx';
import { initialChase, minimumFigure } from '#islands/chase/chaseForm.ts';
import { renderInIsland } from '../support/island.ts';

const render = (locale: (typeof LOCALES)[number], stopOnWin: boolean) =>
  renderInIsland(
    islandMessages(locale, ['']),
    createElement(ChaseFields, {
      stake: 125n,
      typed: { ...initialChase, stopOnWin },
      errors: {},
      onChange: () => {},
    }),
  );

describe('the chase form’s fields', () => {
  it.each(LOCALES)('%s: the loss limit’s hint names the minimum with its currency once', (locale) => {
    const html = render(locale, true);
    const hint = /id="chase-loss-limit-hint"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
    expect(hint).toContain(minimumFigure(locale, 125n));
    expect(hint.match(/USDT/g)).toHaveLength(1);
  });

  it.each(LOCALES)('%s: stop on a win explains the wait for each result, and only when chosen', (locale) => {
    const waits = translate(locale, 'chase.stopOnWinHint');
    expect(render(locale, true)).toContain(waits);
    expect(render(locale, false)).not.toContain(waits);
  });
});
