/** The ledger check: every balance equals the sum of its entries and the books balance. */
import { useState } from 'react';
import { keyOf } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { formatDateTimeForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { useAction } from '#islands/common/useAction.ts';
import { actionErrorText } from '../kit/errors.tsx';
import { DataTable, num } from '../kit/DataTable.tsx';
import { CustomerLink, Shortened } from '../kit/views.tsx';
import type { LedgerCheck as CheckResult } from '#shared/contract/walletAdmin.ts';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';

/** The "Run ledger check" button and its result. */
export function LedgerCheck() {
  const locale = useLocale();
  const t = useT();
  const [result, setResult] = useState<CheckResult | null>(null);
  const [checkedAt, setCheckedAt] = useState('');
  const { busy, failure: error, run } = useAction((e) => actionErrorText(t, e));
  const check = () =>
    run(async () => {
      setResult(await adminApi('GET /ledger/check'));
      setCheckedAt(formatDateTimeForLocale(locale, new Date()));
    });

  return (
    <section className="card admin-check" aria-labelledby="ledger-check-title">
      <div className="row admin-check-head">
        <div>
          <h2 id="ledger-check-title" className="admin-check-title">
            {t('admin.ledger.checkTitle')}
          </h2>
          <p className="muted">{t('admin.ledger.checkIntro')}</p>
        </div>
        <button
          type="button"
          className="button button-brand"
          onClick={() => void check()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t('admin.ledger.checking') : t('admin.ledger.runCheck')}
        </button>
      </div>
      <div aria-live="polite">
        {error && (
          <p className="notice notice-danger" role="alert">
            {error}
          </p>
        )}
        {result && <CheckResultView result={result} checkedAt={checkedAt} />}
      </div>
    </section>
  );
}

/** The check's verdict, when it ran, its discrepancies and the house balances. */
function CheckResultView({ result, checkedAt }: { result: CheckResult; checkedAt: string }) {
  const locale = useLocale();
  const t = useT();
  const number = (value: number) => formatNumberForLocale(locale, value);
  return (
    <>
      {result.ok ? (
        <p className="notice notice-good admin-check-result">
          <strong>{t('admin.ledger.checkOk')}</strong>{' '}
          {t('admin.ledger.checkCounts', {
            accounts: number(result.accounts),
            entries: number(result.entries),
          })}
        </p>
      ) : (
        <p className="notice notice-danger admin-check-result">
          <strong>{t('admin.ledger.checkFailed', { count: number(result.discrepancies.length) })}</strong>{' '}
          {t('admin.ledger.checkCounts', {
            accounts: number(result.accounts),
            entries: number(result.entries),
          })}
        </p>
      )}
      <p className="muted">{t('admin.ledger.checkedAt', { time: checkedAt })}</p>
      {result.discrepancies.length > 0 && <Discrepancies discrepancies={result.discrepancies} />}
      {Object.keys(result.houseBalances).length > 0 && <HouseBalances balances={result.houseBalances} />}
    </>
  );
}

function Discrepancies({ discrepancies }: { discrepancies: CheckResult['discrepancies'] }) {
  const t = useT();
  const money = useMoney();
  return (
    <DataTable
      caption={t('admin.ledger.discrepancies')}
      captionShown
      columns={[
        t('admin.ledger.kind'),
        t('admin.ledger.subject'),
        num(t('admin.ledger.expected')),
        num(t('admin.ledger.actual')),
      ]}
    >
      {discrepancies.map((d, index) => (
        <tr key={`${d.kind}-${d.subject}-${index}`}>
          <td>{t(keyOf('admin.ledger.kind', d.kind))}</td>
          <td>
            {/^\d{6}$/.test(d.subject) ? (
              <CustomerLink userId={d.subject} />
            ) : (
              <Shortened value={d.subject} />
            )}
          </td>
          <td className="num">{money(d.expected)}</td>
          <td className="num">{money(d.actual)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function HouseBalances({ balances }: { balances: Record<string, string> }) {
  const t = useT();
  const money = useMoney();
  return (
    <DataTable
      caption={t('admin.ledger.houseBalances')}
      captionShown
      scrollClassName="admin-house"
      columns={[t('admin.ledger.account'), num(t('admin.ledger.balance'))]}
    >
      {Object.entries(balances).map(([account, balance]) => (
        <tr key={account}>
          <th scope="row">{t(keyOf('admin.ledger.house', account))}</th>
          <td className="num">{money(balance)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
