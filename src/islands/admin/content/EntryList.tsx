/**
 * Every content entry by collection: its name, a mark per locale (live, scheduled,
 * draft, none of its own, older than its English) and whether it still follows its file or is
 * hidden; a new announcement or note starts from here.
 */
import { useState, type FormEvent } from 'react';
import { adminApi } from '#client/staffSession.ts';
import type { ContentCollection, ContentEntrySummary } from '#shared/contract/content.ts';
import { CONTENT_COLLECTIONS } from '#shared/vocabulary.ts';
import { Failure } from '../kit/errors.tsx';
import { collectionName, entryHref, localeStatus, STATUS_BADGE } from './contentTexts.ts';
import { useT } from '#islands/common/i18n.tsx';

const OPEN: readonly ContentCollection[] = ['announcements', 'notes'];

function LocaleMarks({ entry }: { entry: ContentEntrySummary }) {
  const t = useT();
  return (
    <ul className="content-marks" aria-label={t('admin.content.locales')}>
      {entry.locales.map((state) => {
        const status = localeStatus(state);
        const label = `${state.locale}: ${t(`admin.content.status.${status}`)}${state.outdated ? ` · ${t('admin.content.outdated')}` : ''}`;
        return (
          <li key={state.locale}>
            <a
              href={entryHref(entry.collection, entry.slug, state.locale)}
              className={`badge ${STATUS_BADGE[status]}${state.outdated ? ' content-outdated' : ''}`}
              title={label}
              aria-label={label}
            >
              {state.locale}
              {state.outdated && <span aria-hidden="true">!</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function NewEntry({ collection }: { collection: ContentCollection }) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const id = `new-${collection}`;
  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await adminApi('POST /content/{collection}', {
        params: { collection },
        body: collection === 'notes' ? { title: '', body: title } : { title, body: '' },
      });
      window.location.assign(entryHref(created.collection, created.slug, 'en'));
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  }
  return (
    <form className="console-form-row" onSubmit={(event) => void create(event)}>
      <div className="field">
        <label htmlFor={id}>
          {t(collection === 'notes' ? 'admin.content.newNoteText' : 'admin.content.newTitle')}
        </label>
        <input id={id} value={title} maxLength={200} required onChange={(e) => setTitle(e.target.value)} />
      </div>
      <button type="submit" className="button button-secondary" disabled={busy || !title.trim()}>
        {t(collection === 'notes' ? 'admin.content.newNote' : 'admin.content.newAnnouncement')}
      </button>
      <Failure error={error} />
    </form>
  );
}

export function EntryList({ entries }: { entries: ContentEntrySummary[] }) {
  const t = useT();
  return (
    <div className="stack">
      <p className="muted console-small">{t('admin.content.legend')}</p>
      {CONTENT_COLLECTIONS.map((collection) => (
        <section key={collection} className="card" aria-labelledby={`content-${collection}`}>
          <h2 id={`content-${collection}`} className="section-title">
            {collectionName(t, collection)}
          </h2>
          <div className="table-scroll">
            <table className="data content-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.content.entry')}</th>
                  <th scope="col">{t('admin.content.locales')}</th>
                </tr>
              </thead>
              <tbody>
                {entries
                  .filter((e) => e.collection === collection)
                  .map((entry) => (
                    <tr key={entry.slug} data-testid={`content-row-${collection}-${entry.slug}`}>
                      <td>
                        <a href={entryHref(entry.collection, entry.slug, 'en')}>
                          {entry.title || entry.slug}
                        </a>
                        {entry.fromFile && <span className="badge">{t('admin.content.fromFile')}</span>}
                        {entry.hidden && <span className="badge badge-bad">{t('admin.content.hidden')}</span>}
                      </td>
                      <td>
                        <LocaleMarks entry={entry} />
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
          {OPEN.includes(collection) && <NewEntry collection={collection} />}
        </section>
      ))}
    </div>
  );
}
