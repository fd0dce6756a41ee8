/**
 * The staff console's chain cards and deposit texts as the server renders them: a
 * watcher more than 50 blocks behind is flagged, a last error is an alert, a chain not read yet
 * says so, and a hold reason always reads in words — an unknown one too, never as its code.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { makeT } from '#client/i18n.ts';
import { islandMessages } from '#i18n/index.ts';
import type { ChainStatus } from '#shared/contract/chain.ts';
import { ChainStatusCards, LAG_WARN_BLOCKS } from '#islands/admin/chain/ChainStatusCards.tsx';
import { ChainFlag, chainReasonText, ChainStateBadge } from '#islands/admin/chain/chainTexts.tsx';
import { renderInIsland } from '../support/island.ts';

const messages = islandMessages('en', ['admin.chain.']);
const t = makeT(messages);

const status = (overrides: Partial<ChainStatus> = {}): ChainStatus => ({
  chain: 'ethereum',
  network: 'Ethereum',
  confirmations: 12,
  minDeposit: '10.00',
  enabled: true,
  token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  decimals: 6,
  block: '21000000',
  head: '21000010',
  lag: 10,
  lastError: null,
  updatedAt: '2026-11-24T12:00:00.000Z',
  waiting: 2,
  held: 0,
  flagged: 0,
  ...overrides,
});

const render = (chain: ChainStatus) =>
  renderInIsland(messages, createElement(ChainStatusCards, { chains: [chain], onShowHeld: () => {} }));

describe('a chain’s card', () => {
  it('shows the cursor, the head and the lag in blocks, without a warning when close', () => {
    const html = render(status());
    expect(html).toContain('21,000,000');
    expect(html).toContain('21,000,010');
    expect(html).toContain('10 blocks');
    expect(html).toContain('10.00 USDT');
    expect(html).not.toContain('chain-lag-warn');
    expect(html).not.toContain('role="alert"');
  });

  it(`flags a watcher more than ${LAG_WARN_BLOCKS} blocks behind, and only then`, () => {
    expect(render(status({ lag: LAG_WARN_BLOCKS }))).not.toContain('chain-lag-warn');
    const html = render(status({ lag: LAG_WARN_BLOCKS + 1 }));
    expect(html).toContain('data-testid="chain-lag-warn"');
    expect(html).toContain(`${LAG_WARN_BLOCKS + 1} blocks · falling behind`);
  });

  it('shows the last error as an alert', () => {
    const html = render(status({ lastError: 'HTTP request failed.' }));
    expect(html).toMatch(/role="alert"[^>]*>.*Last error.*HTTP request failed\./);
  });

  it('says a chain not read yet is not read, and a chain without a minimum has none', () => {
    const html = render(status({ block: null, head: null, lag: null, updatedAt: null, minDeposit: null }));
    expect(html.match(/Not read yet/g)).toHaveLength(4);
    expect(html).toContain('<dd>None</dd>');
  });

  it('offers to show the held deposits only when there are some', () => {
    expect(render(status())).not.toContain('Show held');
    expect(render(status({ held: 3 }))).toContain('Show held');
  });

  it('counts the credited deposits whose transfer left the chain, red, with a way to list them', () => {
    const none = render(status());
    expect(none).toContain('Credited, transfer gone');
    expect(none).not.toContain('Show flagged');
    const html = render(status({ flagged: 2 }));
    expect(html).toMatch(
      /Credited, transfer gone<\/dt><dd><span class="chain-held"><span class="badge badge-bad">2<\/span>/,
    );
    expect(html).toContain('Show flagged');
  });
});

describe('a deposit’s state and reason', () => {
  it.each([
    ['belowMinimum', 'Below the network’s minimum deposit'],
    ['reorg', 'Removed from the chain by a reorganisation'],
    ['DEPOSIT_LIMIT_EXCEEDED', 'Over the player’s deposit limit'],
    ['ACCOUNT_IN_TIMEOUT', 'Player in a time-out'],
    ['ACCOUNT_SELF_EXCLUDED', 'Player self-excluded'],
    ['aboveCeiling', 'Over the automatic credit ceiling'],
    ['uncreditable', 'More than a balance can hold: return it'],
    ['duplicate', 'The same transfer, already decided (mined again after a reorganisation)'],
  ])('reads %s in words', (reason, words) => {
    expect(chainReasonText(t, reason)).toBe(words);
  });

  it('reads an unknown reason as another rule, never as its code', () => {
    expect(chainReasonText(t, 'SOMETHING_NEW')).toBe('Held by another rule');
  });

  it('shows a held deposit as a red badge', () => {
    const html = renderInIsland(messages, createElement(ChainStateBadge, { state: 'held' }));
    expect(html).toBe('<span class="badge badge-bad">Held</span>');
  });

  it('flags a credited deposit whose transfer left the chain with a red badge and what to do', () => {
    const html = renderInIsland(messages, createElement(ChainFlag, { state: 'credited', flag: 'reorg' }));
    expect(html).toContain('<span class="badge badge-bad" data-testid="chain-flag">Flagged</span>');
    expect(html).toContain('reverse it');
    const reversed = renderInIsland(messages, createElement(ChainFlag, { state: 'reversed', flag: 'reorg' }));
    expect(reversed).not.toContain('badge');
    expect(renderInIsland(messages, createElement(ChainStateBadge, { state: 'reversed' }))).toContain(
      'Reversed',
    );
  });
});
