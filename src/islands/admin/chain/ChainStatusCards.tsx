/**
 * One card per watched chain (`GET /chain/status`): its rules (confirmations, token, minimum),
 * how far the watcher has read (cursor, head, lag — warned when large), its last error, and the
 * deposits waiting for confirmations, held for staff, or credited but flagged (their transfer
 * left the chain).
 */
import type { ReactNode } from 'react';
import type { ChainStatus } from '#shared/contract/chain.ts';
import { formatDateTimeForLocale, formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { Shortened } from '../kit/views.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

/** A watcher this many blocks behind the head is flagged: at 12 s a block, ten minutes late. */
export const LAG_WARN_BLOCKS = 50;

/**
 * The chains' cards; `onShowHeld` and `onShowFlagged` filter the deposits below to a chain's
 * held or flagged ones.
 */
export function ChainStatusCards({
  chains,
  onShowHeld,
  onShowFlagged = () => {},
}: {
  chains: readonly ChainStatus[];
  onShowHeld: (chain: string) => void;
  onShowFlagged?: (chain: string) => void;
}) {
  return (
    <ul className="chain-cards">
      {chains.map((chain) => (
        <li key={chain.chain}>
          <ChainCard
            chain={chain}
            onShowHeld={() => onShowHeld(chain.chain)}
            onShowFlagged={() => onShowFlagged(chain.chain)}
          />
        </li>
      ))}
    </ul>
  );
}

function ChainCard({
  chain,
  onShowHeld,
  onShowFlagged,
}: {
  chain: ChainStatus;
  onShowHeld: () => void;
  onShowFlagged: () => void;
}) {
  const locale = useLocale();
  const t = useT();
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
      <dl className="console-facts chain-facts">
        <Fact label={t('admin.chain.confirmations')}>
          {formatNumberForLocale(locale, chain.confirmations)}
        </Fact>
        <Fact label={t('admin.chain.minDeposit')}>
          {chain.minDeposit === null
            ? t('admin.chain.noMinimum')
            : formatMoneyForLocale(locale, chain.minDeposit)}
        </Fact>
        <Fact label={t('admin.chain.token')}>
          <Shortened value={chain.token} keep={6} />
        </Fact>
        <Fact label={t('admin.chain.decimals')}>{formatNumberForLocale(locale, chain.decimals)}</Fact>
        <Fact label={t('admin.chain.cursor')}>{number(chain.block)}</Fact>
        <Fact label={t('admin.chain.head')}>{number(chain.head)}</Fact>
        <Fact label={t('admin.chain.lag')}>
          <Lag lag={chain.lag} />
        </Fact>
        <Fact label={t('admin.chain.updated')}>
          {chain.updatedAt ? formatDateTimeForLocale(locale, chain.updatedAt) : t('admin.chain.notRead')}
        </Fact>
        <Fact label={t('admin.chain.waiting')}>{formatNumberForLocale(locale, chain.waiting)}</Fact>
        <Fact label={t('admin.chain.held')}>
          <Count count={chain.held} badge="badge-warn">
            <button type="button" className="link-button" onClick={onShowHeld}>
              {t('admin.chain.showHeld')}
            </button>
          </Count>
        </Fact>
        <Fact label={t('admin.chain.flaggedCount')}>
          <Count count={chain.flagged} badge="badge-bad">
            <button type="button" className="link-button" onClick={onShowFlagged}>
              {t('admin.chain.showFlagged')}
            </button>
          </Count>
        </Fact>
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

/** A count of deposits waiting for staff, a badge with the button that lists them when not zero. */
function Count({ count, badge, children }: { count: number; badge: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <span className="chain-held">
      <span className={count > 0 ? `badge ${badge}` : undefined}>{formatNumberForLocale(locale, count)}</span>
      {count > 0 && children}
    </span>
  );
}

/** One fact of a card: its label over its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Blocks behind the head; a warning badge past `LAG_WARN_BLOCKS`. */
function Lag({ lag }: { lag: number | null }) {
  const t = useT();
  if (lag === null) return <>{t('admin.chain.notRead')}</>;
  const text = t('admin.chain.lagBlocks', { count: lag });
  if (lag <= LAG_WARN_BLOCKS) return <>{text}</>;
  return (
    <span className="badge badge-warn" data-testid="chain-lag-warn">
      {text} · {t('admin.chain.lagWarn')}
    </span>
  );
}
