/**
 * The frame of the transfer and withdraw screens: the island's words and the signed-in player
 * (`CustomerView`), and the account card at the top with the balance.
 */
import type { ReactNode } from 'react';
import { makeT } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { BalanceLine, CustomerView, type MoneyScreen } from './MoneyForm.tsx';
import { useCustomer } from '../common/useCustomer.ts';

/**
 * The message prefixes of what every transfer and withdraw screen shows besides its own words:
 * the balance, the amount field, the profile gate and the transaction password.
 */
export const MONEY_SCREEN_MESSAGES = [
  'wallet.balance',
  'wallet.amount',
  'wallet.minimum',
  'wallet.missing.',
  'wallet.transactionPassword',
  'validation.transactionPassword',
  'field.',
];

/**
 * The sign-in prompt, the player's loading and error states, then `children(screen)`.
 * @example <MoneyScreenView messages={messages} locale={locale}>{(screen) => <Withdraw screen={screen} />}</MoneyScreenView>
 */
export function MoneyScreenView({
  messages,
  locale,
  children,
}: {
  messages: IslandMessages;
  locale: string;
  children: (screen: MoneyScreen) => ReactNode;
}) {
  const t = makeT(messages);
  const customer = useCustomer();
  return (
    <CustomerView t={t} locale={locale} customer={customer}>
      {children}
    </CustomerView>
  );
}

/** The account card: its (visually hidden) title, the balance, then what the screen adds. */
export function AccountCard({
  screen: { t, locale, user },
  name,
  title,
  children,
}: {
  screen: MoneyScreen;
  /** Names the title's id, `<name>-account-title`. */
  name: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={`${name}-account-title`}>
      <h2 id={`${name}-account-title`} className="visually-hidden">
        {title}
      </h2>
      <BalanceLine t={t} locale={locale} balance={user.balance} />
      {children}
    </section>
  );
}
