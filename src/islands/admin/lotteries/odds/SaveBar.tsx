/** The admin's save bar under the odds: the count of changes, "force", Save / Reset, the failure. */
import { marketLabel } from '#islands/common/marketLabel.ts';
import { Failure } from '#islands/admin/kit/errors.tsx';
import { Choice } from '#islands/admin/kit/fields.tsx';
import type { OddsEditorState } from './useOddsEditor.ts';
import { useT } from '#islands/common/i18n.tsx';

export function SaveBar({ editor, hydrated }: { editor: OddsEditorState; hydrated: boolean }) {
  const t = useT();
  const { changed, over, busy } = editor;
  return (
    <div className="card console-savebar">
      <p className="console-savebar-count" aria-live="polite">
        {t('admin.odds.changes', { count: changed.length })}
        {over.length > 0 && (
          <strong className="console-over"> · {t('admin.odds.overWarning', { count: over.length })}</strong>
        )}
      </p>
      <Choice
        id="odds-force"
        checked={editor.force}
        aria-describedby="odds-force-warning"
        onChange={(e) => editor.setForce(e.target.checked)}
        label={t('admin.odds.force')}
      />
      <div className="actions-cell">
        <button
          type="button"
          className="button button-brand"
          disabled={!hydrated || busy}
          onClick={editor.review}
        >
          {t('admin.odds.save')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!hydrated || busy || changed.length === 0}
          onClick={editor.reset}
        >
          {t('admin.odds.reset')}
        </button>
      </div>
      <p id="odds-force-warning" className="notice console-small">
        {t('admin.odds.forceWarning')}
      </p>
      {!editor.confirming && editor.failure !== null && <SaveFailure editor={editor} />}
    </div>
  );
}

/** Why the last save failed, with the keys the server refused. */
function SaveFailure({ editor }: { editor: OddsEditorState }) {
  const t = useT();
  const { refused } = editor;
  return (
    <div className="console-savebar-error">
      <Failure error={editor.failure} />
      {refused.length > 0 && (
        <div className="notice notice-danger console-small">
          <p>{t('admin.odds.refusedKeys')}</p>
          <ul>
            {refused.map(([key, why]) => (
              <li key={key}>
                {marketLabel(t, key)} ({key}): {why}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
