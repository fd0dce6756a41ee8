/**
 * The player's on-chain USDT deposits on the deposit records screen
 * (`GET /chain/deposits`, newest first): amount, network, what became of each — waiting for
 * confirmations (counted live), credited, held with the reason, dropped, returned, reversed — and the
 * transaction on the chain's explorer. While one waits the list is read again every 5 s.
 */
import type { ChainDeposit, ChainDepositState } from '#shared/contract/chain.ts';
import { showMoney } from '../common/amount.ts';
import { chainReasonText, shortHash } from './chainWords.ts';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import { Details, RecordSummary } from './RecordDetails.tsx';
import { useLoadMore } from './useLoadMore.ts';
import { usePollWhile } from './usePolling.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

/** How often a list with a deposit waiting for confirmations is read again. */
export const CHAIN_POLL_MS = 5_000;

/**
 * The player's on-chain deposits page by page (`signedIn`: load them), polled while any waits.
 * @example const chain = useChainDeposits(signedIn === true);
 */
export function useChainDeposits(signedIn: boolean) {
  const records = useLoadMore(signedIn ? 'GET /chain/deposits' : null);
  const waiting = records.items.some((deposit) => deposit.state === 'seen');
  usePollWhile(waiting, () => void records.mutate(), CHAIN_POLL_MS);
  return records;
}

const STATE_BADGE: Record<ChainDepositState, string> = {
  seen: 'badge-warn',
  credited: 'badge-good',
  held: 'badge-warn',
  dropped: 'badge-bad',
  returned: '',
  reversed: 'badge-bad',
};

/** The state as a coloured badge; waiting says how many confirmations of how many. */
function StateBadge({ deposit }: { deposit: ChainDeposit }) {
  const t = useT();
  const text =
    deposit.state === 'seen'
      ? t('wallet.chainRecords.state.seen', {
          count: Math.min(deposit.confirmations, deposit.confirmationsRequired),
          required: deposit.confirmationsRequired,
        })
      : t(`wallet.chainRecords.state.${deposit.state}`);
  return (
    <span className={`badge ${STATE_BADGE[deposit.state]}`} data-state={deposit.state}>
      {text}
    </span>
  );
}

/** The short hash, linked to the explorer when the chain has one (in a new tab). */
function TxLink({ deposit }: { deposit: ChainDeposit }) {
  const t = useT();
  const short = shortHash(deposit.txHash);
  if (!deposit.txUrl) return <span title={deposit.txHash}>{short}</span>;
  return (
    <a
      href={deposit.txUrl}
      target="_blank"
      rel="noopener noreferrer"
      title={deposit.txHash}
      aria-label={t('wallet.chainRecords.txOpen', { hash: short })}
    >
      {short}
    </a>
  );
}

/** One on-chain deposit: amount, date and state, then its network, confirmations, reason and transaction. */
export function ChainDepositRow({ deposit }: { deposit: ChainDeposit }) {
  const locale = useLocale();
  const t = useT();
  const waiting = deposit.state === 'seen';
  const reason = chainReasonText(t, deposit);
  return (
    <li data-testid="chain-deposit" data-tx={deposit.txHash}>
      <RecordSummary
        title={t('wallet.chainRecords.item')}
        amount={showMoney(locale, deposit.amount)}
        createdAt={deposit.createdAt}
        heading="h3"
      >
        <StateBadge deposit={deposit} />
      </RecordSummary>
      {waiting && (
        <progress
          className="wallet-progress"
          max={deposit.confirmationsRequired}
          value={Math.min(deposit.confirmations, deposit.confirmationsRequired)}
          aria-label={t('wallet.chainRecords.confirmationsTerm')}
        />
      )}
      <Details
        items={[
          { term: t('wallet.network'), value: deposit.network },
          reason && { term: t('wallet.records.reason'), value: reason },
          deposit.creditedAt && {
            term: t('wallet.chainRecords.creditedAt'),
            value: formatDateTimeForLocale(locale, deposit.creditedAt),
          },
          { term: t('wallet.records.txHash'), value: <TxLink deposit={deposit} />, mono: true },
        ]}
      />
    </li>
  );
}
