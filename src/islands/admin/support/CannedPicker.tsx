/**
 * The canned replies of the player's language above the console's composer: choose one, and
 * Insert adds its text to the reply (which staff can still edit before sending).
 */
import { useId, useState } from 'react';
import { useAdminData } from '../kit/data.ts';
import { useT } from '#islands/common/i18n.tsx';

export function CannedPicker({
  locale,
  language,
  onInsert,
}: {
  /** The player's language, whose replies are offered. */
  locale: string;
  language: string;
  onInsert: (body: string) => void;
}) {
  const t = useT();
  const id = useId();
  const replies = useAdminData('GET /support/replies', { query: { locale } });
  const [chosen, setChosen] = useState('');
  const list = replies.data ?? [];
  if (replies.data && list.length === 0) {
    return <p className="muted console-small">{t('admin.support.cannedNone', { language })}</p>;
  }
  const reply = list.find((item) => String(item.id) === chosen);
  return (
    <div className="field support-canned">
      <label htmlFor={id}>{t('admin.support.canned', { language })}</label>
      <div className="support-canned-row">
        <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{t('admin.support.cannedChoose')}</option>
          {list.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.title}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button-secondary chat-small"
          disabled={!reply}
          onClick={() => {
            if (!reply) return;
            onInsert(reply.body);
            setChosen('');
          }}
        >
          {t('admin.support.insert')}
        </button>
      </div>
    </div>
  );
}
