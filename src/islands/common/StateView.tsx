/**
 * The common states and §8 for anything loaded from the API: loading (with the
 * slow-network retry prompt), network error with a tip and retry, under maintenance, any other
 * error with its message, and empty.
 */
import type { ReactNode } from 'react';
import type { Remote } from '#client/useRemote.ts';
import { ApiError } from '#client/api.ts';
import { errorText } from '#client/i18n.ts';
import { useT } from './i18n.tsx';

interface Props {
  isLoading: boolean;
  slow?: boolean;
  error?: unknown;
  empty?: boolean;
  emptyText?: string;
  onRetry: () => void;
  children?: ReactNode;
}

export function StateView({ isLoading, slow, error, empty, emptyText, onRetry, children }: Props) {
  const t = useT();
  if (error) {
    const maintenance = error instanceof ApiError && error.code === 'UNDER_MAINTENANCE';
    const network = error instanceof ApiError && error.code === 'NETWORK_ERROR';
    return (
      <div className="state state-error" role="alert">
        <p className="state-title">
          {maintenance ? t('common.maintenance') : network ? t('common.loadFailed') : t('common.error')}
        </p>
        <p>{errorText(t, error)}</p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className="state" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('common.loading')}</p>
        {slow && (
          <button type="button" className="link-button" onClick={onRetry}>
            {t('common.slowNetwork')}
          </button>
        )}
      </div>
    );
  }
  if (empty) {
    return (
      <div className="state state-empty">
        <p>{emptyText ?? t('common.noRecords')}</p>
      </div>
    );
  }
  return <>{children}</>;
}

/** A remote read's loading, slow and error states, then `children` of its data. */
export function Loaded<D>({
  remote,
  children,
}: {
  remote: Pick<Remote<D>, 'data' | 'error' | 'isLoading' | 'slow' | 'mutate'>;
  children: (data: D) => ReactNode;
}) {
  if (remote.data !== undefined) return children(remote.data);
  return (
    <StateView
      isLoading={remote.isLoading}
      slow={remote.slow}
      error={remote.error}
      onRetry={() => void remote.mutate()}
    />
  );
}
