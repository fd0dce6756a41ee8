/**
 * The frame of the transfer and withdraw screens: the signed-in player
 * (`CustomerView`), and the account card at the top with the balance.
 */
import type { ReactNode } from 'react';
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
 * @example <MoneyScreenView>{(screen) => <Withdraw screen={screen} />}</MoneyScreenView>
 */
export function MoneyScreenView({ children }: { children: (screen: MoneyScreen) => ReactNode }) {
  const customer = useCustomer();
  return <CustomerView customer={customer}>{children}</CustomerView>;
}

/** The account card: its (visually hidden) title, the balance, then what the screen adds. */
export function AccountCard({
  screen: { user },
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
      <BalanceLine balance={user.balance} />
      {children}
    </section>
  );
}
