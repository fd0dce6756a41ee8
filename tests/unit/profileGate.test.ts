/**
 * The gate in front of the transfer and withdraw forms, as the server renders it: it names every
 * item the player has not set (real name, phone number, transaction password), each linked to
 * the page where it is set, in the player's language; a complete profile shows the form.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { islandMessages, translate } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import type { User } from '#shared/contract/account.ts';
import { ProfileGate } from '#islands/wallet/MoneyForm.tsx';
import { renderInIsland } from '../support/island.ts';

const complete: User = {
  userId: '482913',
  username: 'alice_01',
  realName: 'Alice Martin',
  phoneNumber: '+33612345678',
  cryptoAddress: null,
  cryptoNetwork: null,
  balance: '10.00',
  status: 'active',
  hasTransactionPassword: true,
  locked: { realName: true, phoneNumber: true, cryptoAddress: false },
  createdAt: '2026-11-21T08:30:00.000Z',
};

const gate = (user: User, locale: 'en' | 'ru' = 'en') =>
  renderInIsland(
    islandMessages(locale, ['']),
    createElement(ProfileGate, {
      user,
      children: createElement('form', { id: 'the-form' }),
    }),
  );

describe('the money forms’ profile gate', () => {
  it('names the phone number and the transaction password when both are missing, each with its link', () => {
    const html = gate({ ...complete, phoneNumber: null, hasTransactionPassword: false });
    expect(html).not.toContain('the-form');
    expect(html).toContain(translate('en', 'wallet.missing.title'));
    expect(html).toContain(
      `<a href="${paths.profileEdit}">${translate('en', 'wallet.missing.phoneNumber')}</a>`,
    );
    expect(html).toContain(
      `<a href="${paths.transactionPasswordEdit}">${translate('en', 'wallet.missing.transactionPassword')}</a>`,
    );
    expect(html).not.toContain(translate('en', 'wallet.missing.realName'));
  });

  it('says it in the player’s language', () => {
    const html = gate({ ...complete, hasTransactionPassword: false }, 'ru');
    expect(html).toContain(translate('ru', 'wallet.missing.transactionPassword'));
    expect(html).not.toContain(translate('en', 'wallet.missing.transactionPassword'));
  });

  it('shows the form when nothing is missing', () => {
    expect(gate(complete)).toContain('the-form');
  });
});
