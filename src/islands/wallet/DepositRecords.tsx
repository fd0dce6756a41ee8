/**
 * Deposit records (SPEC.md §2, §3): every deposit with its status, and the internal transfers
 * received (with the sender's user ID), newest first, twenty at a time.
 */
import { makeT, type T } from '#client/i18n.ts';
import type { Deposit } from '#shared/contract/wallet.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { showMoney } from './amount.ts';
import { PagedList } from './PagedList.tsx';
import { Details, RecordSummary } from './parts.tsx';
import { MoneyStatusBadge } from '../common/moneyStatus.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useCustomer } from './session.ts';
import { usePagedRemote } from './usePagedRemote.ts';
import './wallet.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

/** `GET /deposit/search` sends these too (src/server/wallet/views.ts). */
type DepositRecord = Deposit & { amountReceived?: string | null; reversed?: boolean };

const TRANSFER_RECEIVED = 'internalTransferReceive';

export default function DepositRecords({ messages, locale }: Props) {
  const t = makeT(messages);
  const { signedIn } = useCustomer();
  const records = usePagedRemote<DepositRecord>(signedIn ? '/deposit/search' : null, {});

  if (signedIn === false) return <SignInPrompt t={t} />;
  return (
    <PagedList
      t={t}
      records={records}
      label={t('wallet.deposit.records')}
      waiting={signedIn === null}
      renderItem={(record) => <DepositRow key={record.id} t={t} locale={locale} record={record} />}
    />
  );
}

function DepositRow({ t, locale, record }: { t: T; locale: string; record: DepositRecord }) {
  const transfer = record.reason === TRANSFER_RECEIVED || Boolean(record.fromUserId);
  const received =
    record.amountReceived && record.amountReceived !== record.amount ? record.amountReceived : null;
  return (
    <li>
      <RecordSummary
        locale={locale}
        title={transfer ? t('reason.internalTransferReceive') : t('wallet.deposit.item')}
        amount={showMoney(locale, record.amount)}
        createdAt={record.createdAt}
      >
        <span>
          {record.reversed && <span className="badge badge-bad">{t('wallet.deposit.reversed')}</span>}{' '}
          <MoneyStatusBadge t={t} status={record.status} kind="deposit" />
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
