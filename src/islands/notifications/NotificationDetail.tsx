/**
 * One notification: `GET /notification/{id}` returns it and marks it read. An
 * unknown id (or one of another account) is a "not found" state with the way back.
 */
import { useStore } from '@nanostores/react';
import { ApiError } from '#client/api.ts';
import { $jwt } from '#client/session.ts';
import { useRemote } from '#client/useRemote.ts';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { StateView } from '../common/StateView.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './notifications.css';

interface Props {
  messages: IslandMessages;
  locale: string;
  id: string;
}

/** 404, or an id that is not even well-formed (400 on the `id` field): nothing to show. */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 404 || (error.status === 400 && 'id' in error.fields))
  );
}

export default withIslandI18n(function NotificationDetail({ locale, id }: Props) {
  const t = useT();
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  const signedIn = mounted && jwt !== '';
  const { data, error, isLoading, slow, mutate } = useRemote(signedIn ? 'GET /notification/{id}' : null, {
    params: { id },
  });

  if (!mounted) return <StateView isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInPrompt />;
  if (isNotFound(error)) {
    return (
      <div className="state state-empty">
        <p className="state-title">{t('error.NOT_FOUND')}</p>
        <p>{t('notifications.notFound')}</p>
        <a className="button button-secondary" href={paths.notifications}>
          {t('notifications.backToList')}
        </a>
      </div>
    );
  }
  if (!data) {
    return <StateView isLoading={isLoading} slow={slow} error={error} onRetry={() => void mutate()} />;
  }
  return (
    <article className="card nt-detail" aria-labelledby="nt-detail-title">
      <h2 id="nt-detail-title" className="nt-detail-title">
        {data.title}
      </h2>
      <p className="muted">
        <time dateTime={data.createdAt}>{formatDateTimeForLocale(locale, data.createdAt)}</time>
      </p>
      <div className="nt-body">{data.body}</div>
    </article>
  );
});
