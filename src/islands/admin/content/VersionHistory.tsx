/**
 * A locale's versions, newest first: who saved each, when, published or draft, and
 * where it came from; any two compared word by word (jsdiff), and an old one restored as a new
 * draft.
 */
import { useEffect, useState } from 'react';
import { diffWordsWithSpace } from 'diff';
import { adminApi } from '#client/staffSession.ts';
import type { ContentVersion } from '#shared/contract/content.ts';
import { Failure } from '../kit/errors.tsx';
import { useAdminData } from '../kit/data.ts';
import { RemoteView } from '../kit/RemoteView.tsx';
import { timeOf } from './contentTexts.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

interface Props {
  /** The entry's language version whose history this is. */
  at: { collection: string; slug: string; locale: string };
  newest: number;
  onRestored: () => void;
}

/** Two versions' text, compared: what the newer removed and added. */
function Diff({ from, to }: { from: ContentVersion; to: ContentVersion }) {
  const t = useT();
  const text = (v: ContentVersion) => `${v.title}\n\n${v.summary ? `${v.summary}\n\n` : ''}${v.body}`;
  const parts = diffWordsWithSpace(text(from), text(to));
  return (
    <div
      className="content-diff"
      aria-label={t('admin.content.diffOf', { from: from.number, to: to.number })}
    >
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index}>{part.value}</ins>
        ) : part.removed ? (
          <del key={index}>{part.value}</del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </div>
  );
}

export function VersionHistory({ at, newest, onRestored }: Props) {
  const locale = useLocale();
  const t = useT();
  const versions = useAdminData('GET /content/{collection}/{slug}/{locale}/versions', { params: at });
  // A save above makes a newer version: read the list again rather than trust SWR's copy (its
  // deduping would answer a read made within two seconds of the last from that copy).
  const { mutate } = versions;
  useEffect(() => {
    void mutate();
  }, [newest, mutate]);
  const [compared, setCompared] = useState<{ from: ContentVersion; to: ContentVersion } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = (number: number) =>
    adminApi('GET /content/{collection}/{slug}/{locale}/versions/{number}', { params: { ...at, number } });

  async function compare(number: number) {
    setError(null);
    try {
      const [from, to] = await Promise.all([load(number), load(newest)]);
      setCompared({ from, to });
    } catch (caught) {
      setError(caught);
    }
  }
  async function restore(number: number) {
    setError(null);
    try {
      await adminApi('POST /content/{collection}/{slug}/{locale}/versions/{number}/restore', {
        params: { ...at, number },
        body: { baseNumber: newest },
      });
      setCompared(null);
      await versions.mutate();
      onRestored();
    } catch (caught) {
      setError(caught);
    }
  }

  return (
    <section className="card" aria-labelledby="content-versions">
      <h2 id="content-versions" className="section-title">
        {t('admin.content.versions')}
      </h2>
      <Failure error={error} />
      <RemoteView
        remote={versions}
        empty={(list) => list.length === 0}
        emptyText={t('admin.content.noVersions')}
      >
        {(list) => (
          <ol className="content-versions">
            {list.map((v) => (
              <li key={v.number} data-testid={`content-version-${v.number}`}>
                <strong>#{v.number}</strong>{' '}
                <span className={`badge ${v.state === 'published' ? 'badge-good' : 'badge-warn'}`}>
                  {t(`admin.content.state.${v.state}`)}
                </span>{' '}
                <span>{v.author ?? t('admin.content.fromFile')}</span>{' '}
                <time className="muted" dateTime={v.createdAt}>
                  {timeOf(locale, v.createdAt)}
                </time>
                {v.publishAt && v.state === 'published' && (
                  <span className="muted">
                    {' '}
                    · {t('admin.content.showsFrom', { time: timeOf(locale, v.publishAt) })}
                  </span>
                )}
                {v.restoredFrom !== null && (
                  <span className="muted">
                    {' '}
                    · {t('admin.content.restoredFrom', { number: v.restoredFrom })}
                  </span>
                )}
                {v.number !== newest && (
                  <span className="content-version-actions">
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => void compare(v.number)}
                    >
                      {t('admin.content.compare', { number: v.number, newest })}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => void restore(v.number)}
                    >
                      {t('admin.content.restore')}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </RemoteView>
      {compared && <Diff from={compared.from} to={compared.to} />}
    </section>
  );
}
