/**
 * The on-chain deposits' filters: quick "Held" and "Flagged" chips (the ones waiting for staff,
 * each with its count), State and Network (applied at once) and User ID (applied with the
 * button, 6 digits or empty).
 */
import { CHAIN_DEPOSIT_STATES } from '#shared/vocabulary.ts';
import type { ChainStatus } from '#shared/contract/chain.ts';
import { formatNumberForLocale } from '#i18n/format.ts';
import { SelectField } from '#islands/common/SelectField.tsx';
import { FilterForm, UserIdFilterFields, useUserIdFilter } from '../kit/fields.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

/** The filters, as kept in the address ('' for all). */
export interface ChainFilterValue {
  state: string;
  chain: string;
  userId: string;
  /** 'true': only credited deposits flagged because their transfer left the chain. */
  flagged: string;
}

export function ChainFilters({
  chains,
  value,
  onChange,
}: {
  /** The watched chains (for the Network choice and the held count). */
  chains: readonly ChainStatus[];
  value: ChainFilterValue;
  onChange: (next: Partial<ChainFilterValue>) => void;
}) {
  const locale = useLocale();
  const t = useT();
  const user = useUserIdFilter(t, value.userId, (userId) => onChange({ userId }));
  const heldOnly = value.state === 'held' && value.flagged !== 'true';
  const flaggedOnly = value.flagged === 'true';
  const held = chains.reduce((sum, chain) => sum + chain.held, 0);
  const flagged = chains.reduce((sum, chain) => sum + chain.flagged, 0);
  // A chain no longer configured can still be in the address (and in old deposits).
  const chainOptions = chains.map((c) => [c.chain, c.network] as const);
  if (value.chain && !chains.some((c) => c.chain === value.chain))
    chainOptions.push([value.chain, value.chain]);
  return (
    <FilterForm label={t('admin.money.filters')} onSubmit={user.submit}>
      <button
        type="button"
        className="button button-secondary button-small chain-chip admin-toolbar-button"
        aria-pressed={heldOnly}
        onClick={() => onChange({ state: heldOnly ? '' : 'held', flagged: '' })}
      >
        {t('admin.chain.heldOnly')}
        {held > 0 && <span className="badge badge-warn">{formatNumberForLocale(locale, held)}</span>}
      </button>
      <button
        type="button"
        className="button button-secondary button-small chain-chip admin-toolbar-button"
        aria-pressed={flaggedOnly}
        data-testid="chain-flagged-chip"
        onClick={() => onChange({ state: '', flagged: flaggedOnly ? '' : 'true' })}
      >
        {t('admin.chain.flaggedOnly')}
        {flagged > 0 && <span className="badge badge-bad">{formatNumberForLocale(locale, flagged)}</span>}
      </button>
      <SelectField
        id="chain-state"
        label={t('admin.money.status')}
        value={value.state}
        onChange={(state) => onChange({ state, flagged: '' })}
        all={t('admin.money.allStatuses')}
        options={CHAIN_DEPOSIT_STATES.map((state) => [state, t(`admin.chain.state.${state}`)])}
      />
      <SelectField
        id="chain-network"
        label={t('admin.money.network')}
        value={value.chain}
        onChange={(chain) => onChange({ chain })}
        all={t('admin.chain.allNetworks')}
        options={chainOptions}
      />
      <UserIdFilterFields id="chain-user" filter={user} />
    </FilterForm>
  );
}
