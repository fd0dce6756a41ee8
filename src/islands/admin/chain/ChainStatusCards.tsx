/**
 * One card per watched chain (`GET /chain/status`): its rules (confirmations, token, minimum),
 * how far the watcher has read (cursor, head, lag — warned when large), its last error, and the
 * deposits waiting for confirmations or held for staff.
 */
import type { T } from '#client/i18n.ts';
import type { ChainStatus } from '#shared/contract/chain.ts';
import { formatDateTimeForLocale, formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { Shortened } from '../kit/views.tsx';

/** A watcher this many blocks behind the head is flagged: at 12 s a block, ten minutes late. */
export const LAG_WARN_BLOCKS = 50;

/** The chains' cards; `onShowHeld` filters the deposits below to a chain's held ones. */
export function ChainStatusCards({
  t,
  locale,
  chains,
  onShowHeld,
}: {
  t: T;
  locale: string;
  chains: readonly ChainStatus[];
  onShowHeld: (chain: string) => void;
}) {
  return (
    <ul className="chain-cards">
      {chains.map((chain) => (
        <li key={chain.chain}>
          <ChainCard t={t} locale={locale} chain={chain} onShowHeld={() => onShowHeld(chain.chain)} />
        </li>
      ))}
    </ul>
  );
}

function ChainCard({
  t,
  locale,
  chain,
  onShowHeld,
}: {
  t: T;
  locale: string;
  chain: ChainStatus;
  onShowHeld: () => void;
}) {
  const number = (value: string | number | null) =>
    value === null ? t('admin.chain.notRead') : formatNumberForLocale(locale, Number(value));
  const titleId = `chain-${chain.chain}-title`;
  return (
    <section className="card chain-card" aria-labelledby={titleId} data-testid={`chain-${chain.chain}`}>
      <div className="chain-card-head">
        <h3 id={titleId}>{chain.network}</h3>
        <span className="mono muted">{chain.chain}</span>
        <span className={`badge ${chain.enabled ? 'badge-good' : ''}`}>
          {t(chain.enabled ? 'admin.chain.enabled' : 'admin.chain.disabled')}
        </span>
      </div>
      <dl className="staff-facts chain-facts">
        <dt>{t('admin.chain.confirmations')}</dt>
        <dd>{formatNumberForLocale(locale, chain.confirmations)}</dd>
        <dt>{t('admin.chain.token')}</dt>
        <dd>
          <Shortened value={chain.token} keep={6} />
        </dd>
        <dt>{t('admin.chain.decimals')}</dt>
        <dd>{formatNumberForLocale(locale, chain.decimals)}</dd>
        <dt>{t('admin.chain.minDeposit')}</dt>
        <dd>
          {chain.minDeposit === null
            ? t('admin.chain.noMinimum')
            : formatMoneyForLocale(locale, chain.minDeposit)}
        </dd>
        <dt>{t('admin.chain.cursor')}</dt>
        <dd className="console-numbers">{number(chain.block)}</dd>
        <dt>{t('admin.chain.head')}</dt>
        <dd className="console-numbers">{number(chain.head)}</dd>
        <dt>{t('admin.chain.lag')}</dt>
        <dd>
          <Lag t={t} lag={chain.lag} />
        </dd>
        <dt>{t('admin.chain.updated')}</dt>
        <dd>
          {chain.updatedAt ? formatDateTimeForLocale(locale, chain.updatedAt) : t('admin.chain.notRead')}
        </dd>
        <dt>{t('admin.chain.waiting')}</dt>
        <dd className="console-numbers">{formatNumberForLocale(locale, chain.waiting)}</dd>
        <dt>{t('admin.chain.held')}</dt>
        <dd className="chain-held">
          <span className={chain.held > 0 ? 'badge badge-warn' : 'console-numbers'}>
            {formatNumberForLocale(locale, chain.held)}
          </span>
          {chain.held > 0 && (
            <button type="button" className="link-button" onClick={onShowHeld}>
              {t('admin.chain.showHeld')}
            </button>
          )}
        </dd>
      </dl>
      {chain.lastError && (
        <div className="notice notice-danger chain-error" role="alert">
          <strong>{t('admin.chain.lastError')}</strong>
          <p className="mono">{chain.lastError}</p>
        </div>
      )}
    </section>
  );
}

/** Blocks behind the head; a warning badge past `LAG_WARN_BLOCKS`. */
function Lag({ t, lag }: { t: T; lag: number | null }) {
  if (lag === null) return <>{t('admin.chain.notRead')}</>;
  const text = t('admin.chain.lagBlocks', { count: lag });
  if (lag <= LAG_WARN_BLOCKS) return <span className="console-numbers">{text}</span>;
  return (
    <span className="badge badge-warn" data-testid="chain-lag-warn">
      {text} · {t('admin.chain.lagWarn')}
    </span>
  );
}
