/**
 * The count beside the console's "Chain deposits" nav item: credited on-chain deposits flagged
 * because a reorganisation removed their transfer (`GET /chain/status`, summed over the chains),
 * which finance staff must reverse; read every 30 seconds. Nothing when there are none.
 */
import { useAdminData } from '../kit/data.ts';
import { useT } from '#islands/common/i18n.tsx';

const REFRESH_MS = 30_000;

export function ChainNavBadge() {
  const t = useT();
  const status = useAdminData('GET /chain/status', {}, { refreshInterval: REFRESH_MS });
  const flagged = (status.data ?? []).reduce((sum, chain) => sum + chain.flagged, 0);
  if (flagged === 0) return null;
  return (
    <span className="admin-nav-badge" data-testid="chain-nav-badge">
      <span aria-hidden="true">{flagged}</span>
      <span className="visually-hidden"> ({t('admin.chain.flaggedLabel', { count: flagged })})</span>
    </span>
  );
}
