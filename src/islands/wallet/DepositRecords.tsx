/**
 * Deposit records: every deposit with its status, and the internal transfers
 * received (with the sender's user ID), newest first, twenty at a time. Where a chain is
 * configured, or the player has on-chain deposits, those come first in their own
 * section, and the claims and transfers follow under theirs.
 */
import type { Deposit } from '#shared/contract/wallet.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { showMoney } from '../common/amount.ts';
import { ChainDepositRow, useChainDeposits } from './ChainDepositList.tsx';
import { PagedList } from './PagedList.tsx';
import { Details, RecordSummary } from './RecordDetails.tsx';
import { MoneyStatusBadge } from '../common/moneyStatus.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useCustomer } from '../common/useCustomer.ts';
import { useLoadMore } from './useLoadMore.ts';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './wallet.css';

interface Props {
  messages: IslandMessages;
  locale: string;
  /** A chain is configured: the on-chain section is shown even before the first deposit. */
  chains?: boolean;
}

/** `GET /deposit/search` sends these too (src/server/wallet/view.ts). */
type DepositRecord = Deposit & { amountReceived?: string | null; reversed?: boolean };

const TRANSFER_RECEIVED = 'internalTransferReceive';

export default withIslandI18n(function DepositRecords({ chains = false }: Props) {
  const t = useT();
  const { signedIn } = useCustomer();
  const records = useLoadMore(signedIn ? 'GET /deposit/search' : null);
  const chainRecords = useChainDeposits(signedIn === true);

  if (signedIn === false) return <SignInPrompt />;
  const sections = chains || chainRecords.items.length > 0;
  const claims = (
    <PagedList
      records={records}
      label={sections ? t('wallet.chainRecords.claimRecords') : t('wallet.deposit.records')}
      waiting={signedIn === null}
      renderItem={(record) => <DepositRow key={record.id} record={record} heading={sections ? 'h3' : 'h2'} />}
    />
  );
  if (!sections) return claims;
  return (
    <>
      <section className="wallet-section" aria-labelledby="chain-records-title">
        <h2 id="chain-records-title">{t('wallet.chainRecords.records')}</h2>
        <PagedList
          records={chainRecords}
          label={t('wallet.chainRecords.records')}
          waiting={signedIn === null}
          emptyText={t('wallet.chainRecords.noRecords')}
          renderItem={(deposit) => <ChainDepositRow key={deposit.id} deposit={deposit} />}
        />
      </section>
      <section className="wallet-section" aria-labelledby="claim-records-title">
        <h2 id="claim-records-title">{t('wallet.chainRecords.claimRecords')}</h2>
        {claims}
      </section>
    </>
  );
});

function DepositRow({ record, heading }: { record: DepositRecord; heading: 'h2' | 'h3' }) {
  const locale = useLocale();
  const t = useT();
  const transfer = record.reason === TRANSFER_RECEIVED || Boolean(record.fromUserId);
  const received =
    record.amountReceived && record.amountReceived !== record.amount ? record.amountReceived : null;
  return (
    <li>
      <RecordSummary
        title={transfer ? t('reason.internalTransferReceive') : t('wallet.deposit.item')}
        amount={showMoney(locale, record.amount)}
        createdAt={record.createdAt}
        heading={heading}
      >
        <span>
          {record.reversed && <span className="badge badge-bad">{t('wallet.deposit.reversed')}</span>}{' '}
          <MoneyStatusBadge status={record.status} kind="deposit" />
        </span>
      </RecordSummary>
      <Details
        items={[
          record.fromUserId && { term: t('wallet.records.fromUser'), value: record.fromUserId },
          received && { term: t('wallet.records.received'), value: showMoney(locale, received) },
          record.network && { term: t('wallet.network'), value: record.network },
          record.txHash && { term: t('wallet.records.txHash'), value: record.txHash, mono: true },
          record.reason && !transfer && { term: t('wallet.records.reason'), value: record.reason },
        ]}
      />
    </li>
  );
}
