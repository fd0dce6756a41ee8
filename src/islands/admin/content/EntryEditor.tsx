/**
 * One entry in one locale: the 10 locales side by side with their marks, the English
 * in force beside a translation, the Markdown with its live preview as the page will show it,
 * and save as draft, publish now or at a time; the locale's versions under it. Announcements
 * and notes can be taken off the site.
 */
import { useState } from 'react';
import { adminApi } from '#client/staffSession.ts';
import type { ContentEntryDetail, ContentVersion } from '#shared/contract/content.ts';
import { textDirection } from '#shared/vocabulary.ts';
import { Failure, fieldErrors } from '../kit/errors.tsx';
import { SuccessNotice } from '../kit/views.tsx';
import { collectionName, entryHref, localeStatus, STATUS_BADGE, timeOf } from './contentTexts.ts';
import { usePreview } from './usePreview.ts';
import { VersionHistory } from './VersionHistory.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

interface Props {
  entry: ContentEntryDetail;
  editing: string;
  reload: () => Promise<unknown>;
}

function LocaleStrip({ entry, editing }: Pick<Props, 'entry' | 'editing'>) {
  const t = useT();
  return (
    <nav className="content-locales" aria-label={t('admin.content.locales')}>
      {entry.locales.map(({ state }) => {
        const status = localeStatus(state);
        return (
          <a
            key={state.locale}
            href={entryHref(entry.collection, entry.slug, state.locale)}
            aria-current={state.locale === editing ? 'page' : undefined}
            className={`content-locale${state.locale === editing ? ' content-locale-current' : ''}`}
          >
            <span lang={state.locale}>{state.locale}</span>
            <span className={`badge ${STATUS_BADGE[status]}`}>{t(`admin.content.status.${status}`)}</span>
            {state.outdated && <span className="badge badge-bad">{t('admin.content.outdated')}</span>}
          </a>
        );
      })}
    </nav>
  );
}

function EnglishSource({ english }: { english: ContentVersion }) {
  const t = useT();
  return (
    <details className="card content-source" open>
      <summary>{t('admin.content.englishSource', { number: english.number })}</summary>
      <div lang="en" dir="ltr">
        {english.title && <p className="content-source-title">{english.title}</p>}
        {english.summary && <p className="muted">{english.summary}</p>}
        <pre>{english.body}</pre>
      </div>
    </details>
  );
}

export function EntryEditor({ entry, editing, reload }: Props) {
  const locale = useLocale();
  const t = useT();
  const current = entry.locales.find((l) => l.state.locale === editing);
  const latest = current?.latest ?? null;
  const [title, setTitle] = useState(latest?.title ?? '');
  const [summary, setSummary] = useState(latest?.summary ?? '');
  const [body, setBody] = useState(latest?.body ?? '');
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const preview = usePreview(body);
  const at = { collection: entry.collection, slug: entry.slug, locale: editing };
  const hasTitle = entry.collection !== 'notes';
  const hasSummary = entry.collection === 'announcements' || entry.collection === 'howToPlay';
  const fields = fieldErrors(t, error);
  const state = current?.state;
  // The text being written is in the edited language, whatever the console's.
  const written = { lang: editing, dir: textDirection(editing) };

  async function save(publish?: string) {
    setBusy(true);
    setError(null);
    setDone('');
    try {
      const saved = await adminApi('PUT /content/{collection}/{slug}/{locale}', {
        params: at,
        body: { title, summary, body, baseNumber: latest?.number ?? 0, ...(publish ? { publish } : {}) },
      });
      setDone(
        saved.state === 'draft'
          ? t('admin.content.savedDraft', { number: saved.number })
          : publish === 'now'
            ? t('admin.content.published', { number: saved.number })
            : t('admin.content.scheduled', { number: saved.number, time: timeOf(locale, saved.publishAt) }),
      );
      await reload();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }
  async function setHidden(hidden: boolean) {
    setError(null);
    try {
      await adminApi('PUT /content/{collection}/{slug}/hidden', {
        params: { collection: entry.collection, slug: entry.slug },
        body: { hidden },
      });
      await reload();
    } catch (caught) {
      setError(caught);
    }
  }
  const conflict = adminApi.failed(
    error,
    'PUT /content/{collection}/{slug}/{locale}',
    'CONTENT_VERSION_CHANGED',
  );

  return (
    <div className="stack">
      <p>
        <a href="/admin/content">{t('admin.content.back')}</a> · {collectionName(t, entry.collection)} ·{' '}
        <code>{entry.slug}</code>
        {entry.fromFile && <span className="badge">{t('admin.content.fromFile')}</span>}
        {entry.hidden && <span className="badge badge-bad">{t('admin.content.hidden')}</span>}
      </p>
      <LocaleStrip entry={entry} editing={editing} />
      {state?.scheduledAt && (
        <p className="notice">
          {t('admin.content.waiting', {
            number: state.scheduled ?? 0,
            time: timeOf(locale, state.scheduledAt),
          })}
        </p>
      )}
      {state?.outdated && <p className="notice notice-danger">{t('admin.content.outdatedNote')}</p>}
      {done && <SuccessNotice text={done} onDismiss={() => setDone('')} />}
      {conflict ? (
        <p className="form-error" role="alert">
          {t('error.CONTENT_VERSION_CHANGED')}{' '}
          <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
            {t('admin.content.reload')}
          </button>
        </p>
      ) : (
        <Failure error={error && !Object.keys(fields).length ? error : null} />
      )}
      <div className="content-workspace">
        <div className="stack">
          {editing !== 'en' && entry.english && <EnglishSource english={entry.english} />}
          <form className="card stack" onSubmit={(event) => event.preventDefault()}>
            {hasTitle && (
              <div className={`field${fields.title ? ' field-invalid' : ''}`}>
                <label htmlFor="content-title">{t('admin.content.title')}</label>
                <input
                  id="content-title"
                  {...written}
                  value={title}
                  maxLength={200}
                  onChange={(e) => setTitle(e.target.value)}
                />
                {fields.title && <p className="field-error">{fields.title}</p>}
              </div>
            )}
            {hasSummary && (
              <div className="field">
                <label htmlFor="content-summary">{t('admin.content.summary')}</label>
                <input
                  id="content-summary"
                  {...written}
                  value={summary}
                  maxLength={500}
                  onChange={(e) => setSummary(e.target.value)}
                />
              </div>
            )}
            <div className="field">
              <label htmlFor="content-body">{t('admin.content.body')}</label>
              <textarea
                id="content-body"
                {...written}
                rows={16}
                value={body}
                onChange={(e) => setBody(e.target.value)}
              />
              <p className="muted console-small">{t('admin.content.markdownHint')}</p>
            </div>
            <div className="console-form-row">
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => void save()}
              >
                {t('admin.content.saveDraft')}
              </button>
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() => void save('now')}
              >
                {t('admin.content.publishNow')}
              </button>
            </div>
            <div className="console-form-row">
              <div className={`field${fields.publish ? ' field-invalid' : ''}`}>
                <label htmlFor="content-when">{t('admin.content.publishAt')}</label>
                <input
                  id="content-when"
                  type="datetime-local"
                  value={when}
                  onChange={(e) => setWhen(e.target.value)}
                />
                {fields.publish && <p className="field-error">{t('admin.content.scheduleAhead')}</p>}
              </div>
              <button
                type="button"
                className="button button-secondary"
                disabled={busy || !when}
                onClick={() => void save(new Date(when).toISOString())}
              >
                {t('admin.content.schedule')}
              </button>
            </div>
          </form>
          {(entry.collection === 'announcements' || entry.collection === 'notes') && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void setHidden(!entry.hidden)}
            >
              {t(entry.hidden ? 'admin.content.show' : 'admin.content.hide')}
            </button>
          )}
        </div>
        <section className="card content-preview-card" aria-labelledby="content-preview">
          <h2 id="content-preview" className="section-title">
            {t('admin.content.preview')}
          </h2>
          <div {...written} className="content-preview">
            {hasTitle && title && <h3>{title}</h3>}
            {hasSummary && summary && <p className="muted">{summary}</p>}
            {preview.failed ? (
              <p className="form-error">{t('admin.content.previewFailed')}</p>
            ) : (
              // Rendered by the server's Markdown renderer: no raw HTML, only safe links.
              <div dangerouslySetInnerHTML={{ __html: preview.html }} />
            )}
          </div>
        </section>
      </div>
      <VersionHistory
        key={`${editing}-${latest?.number ?? 0}`}
        at={at}
        newest={latest?.number ?? 0}
        onRestored={() => window.location.reload()}
      />
    </div>
  );
}
