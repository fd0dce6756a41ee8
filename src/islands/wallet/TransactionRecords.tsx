/**
 * Transaction records: every balance movement of the ledger in a period
 * (today, the last 7 or 30 days, in the browser's own days) and optionally of one reason,
 * with the signed amount, the balance after it and any fee.
 */
import { useMemo, useState } from 'react';
import type { Transaction } from '#shared/contract/wallet.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { showMoney, showSignedMoney } from '../common/amount.ts';
import { PagedList } from './PagedList.tsx';
import { Details, RecordSummary } from './RecordDetails.tsx';
import { SelectField } from '../common/SelectField.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useCustomer } from '../common/useCustomer.ts';
import { useLoadMore } from './useLoadMore.ts';
import { TRANSACTION_REASONS } from '#shared/vocabulary.ts';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './wallet.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

const PERIODS = { today: 1, week: 7, month: 30 } as const;
type Period = keyof typeof PERIODS;

/**
 * The period as the API's `start` (inclusive) and `end` (exclusive): whole local days ending
 * with today.
 */
function periodRange(period: Period, now = new Date()): { start: string; end: string } {
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (PERIODS[period] - 1));
  return { start: start.toISOString(), end: end.toISOString() };
}

export default withIslandI18n<Props>(function TransactionRecords() {
  const t = useT();
  const { signedIn } = useCustomer();
  const [period, setPeriod] = useState<Period>('week');
  const [reason, setReason] = useState('');
  // Computed in the browser (its own calendar days), once per choice so the list keeps its key.
  const range = useMemo(() => (signedIn ? periodRange(period) : null), [period, signedIn]);
  // No range yet: nothing is read, and the query below is never sent.
  const records = useLoadMore(range ? 'GET /game/search/transaction' : null, {
    query: {
      ...(range ?? { start: '', end: '' }),
      reason: reason || undefined,
    },
  });

  if (signedIn === false) return <SignInPrompt />;
  return (
    <>
      <div className="wallet-filters">
        <SelectField
          id="period"
          label={t('wallet.transactions.period')}
          value={period}
          onChange={(value) => setPeriod(value as Period)}
          options={(Object.keys(PERIODS) as Period[]).map((key) => [key, t(`wallet.transactions.${key}`)])}
        />
        <SelectField
          id="reason"
          label={t('wallet.transactions.type')}
          value={reason}
          onChange={setReason}
          all={t('wallet.transactions.allTypes')}
          options={TRANSACTION_REASONS.map((key) => [key, t(`reason.${key}`)])}
        />
      </div>
      <PagedList
        records={records}
        label={t('wallet.transactions.list')}
        waiting={signedIn === null}
        renderItem={(transaction) => <TransactionRow key={transaction.id} transaction={transaction} />}
      />
    </>
  );
});

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const locale = useLocale();
  const t = useT();
  const negative = transaction.amount.startsWith('-');
  const zero = /^-?0\.00$/.test(transaction.amount);
  const tone = zero ? '' : negative ? 'amount-minus' : 'amount-plus';
  return (
    <li>
      <RecordSummary
        title={t(`reason.${transaction.reason}`)}
        amount={showSignedMoney(locale, transaction.amount)}
        tone={tone}
        createdAt={transaction.createdAt}
      />
      <Details
        items={[
          { term: t('wallet.transactions.balanceAfter'), value: showMoney(locale, transaction.balance) },
          !/^-?0\.00$/.test(transaction.fee) && {
            term: t('wallet.transactions.fee'),
            value: showMoney(locale, transaction.fee),
          },
        ]}
      />
    </li>
  );
}
