/**
 * The deposit page's own addresses as the server renders them: normally a USDT transfer is
 * credited by itself after the confirmations; during a time-out or a self-exclusion the page
 * never says so (nothing is credited by itself then) and says instead, in every language, that
 * what arrives is held while the block lasts.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeT } from '#client/i18n.ts';
import { islandMessages, LOCALES } from '#i18n/index.ts';
import type { ChainAddress } from '#shared/contract/chain.ts';
import type { BlockKind } from '#shared/contract/protection.ts';
import { ChainCard, ChainLead } from '#islands/wallet/ChainAddresses.tsx';
import { renderInIsland } from '../support/island.ts';

const entry: ChainAddress = {
  chain: 'ethereum',
  network: 'Ethereum',
  confirmations: 12,
  minDeposit: '10.00',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
};

describe.each(LOCALES)('the deposit page’s addresses in %s', (locale) => {
  const messages = islandMessages(locale, ['wallet.chain.', 'wallet.deposit.noAddress']);
  const t = makeT(messages);
  const render = (block: BlockKind | null) =>
    renderInIsland(messages, createElement(ChainLead, { block })) +
    renderInIsland(messages, createElement(ChainCard, { entry, block }), locale);
  const automatic = [t('wallet.chain.intro'), t('wallet.chain.confirmations', { count: 12 })];
  const escape = (text: string) => renderToStaticMarkup(createElement('span', null, text)).slice(6, -7);

  it('says a transfer is credited by itself after the confirmations when no block is in force', () => {
    const html = render(null);
    for (const text of automatic) expect(html).toContain(escape(text));
    expect(html).not.toContain('chain-held-while-blocked');
  });

  it.each(['timeout', 'selfExclusion'] as const)(
    'says during a %s that deposits are held, never credited by themselves',
    (block) => {
      const html = render(block);
      for (const text of automatic) expect(html).not.toContain(escape(text));
      expect(html).not.toContain(escape(t('wallet.chain.minimum', { amount: '10.00' }).split('.')[0] ?? ''));
      const held = t(block === 'timeout' ? 'wallet.chain.heldTimeout' : 'wallet.chain.heldSelfExclusion');
      expect(held).not.toMatch(/^wallet\./);
      expect(html).toContain(escape(held));
      // The address and what to send stay.
      expect(html).toContain(entry.address);
      expect(html).toContain(escape(t('wallet.chain.onlyUsdt', { network: 'Ethereum' })));
    },
  );
});

describe('the English words of a block', () => {
  it('never say credited automatically', () => {
    const t = makeT(islandMessages('en', ['wallet.chain.']));
    for (const key of ['wallet.chain.heldTimeout', 'wallet.chain.heldSelfExclusion'] as const)
      expect(t(key)).not.toMatch(/credited automatically|credited by itself/i);
  });
});
