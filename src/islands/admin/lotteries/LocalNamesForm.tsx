/**
 * A lottery's and its rooms' names in the other languages, one language at a time: players
 * reading that language see them, and the English name where none is given. An admin edits them
 * (each changed name is one PUT of the whole set of its lottery or room); others read them.
 */
import { useState } from 'react';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { Field } from '#islands/common/Field.tsx';
import { SelectField } from '#islands/common/SelectField.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { LOCAL_NAME_MAX, NAME_LOCALES, type LocalNames } from '#shared/localNames.ts';
import type { AdminLottery } from '#shared/contract/gamesAdmin.ts';
import { Failure } from '../kit/errors.tsx';
import { FormAction } from '../kit/fields.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

type NameLocale = (typeof NAME_LOCALES)[number];

interface Named {
  key: string;
  /** The room named, or none for the lottery itself. */
  roomId?: number;
  label: string;
  name: string;
  names: LocalNames;
}

/** The lottery first, then its rooms: what one language's names are given for. */
function namedOf(t: T, lottery: AdminLottery): Named[] {
  return [
    {
      key: 'lottery',
      label: t('admin.lotteries.namesLottery'),
      name: lottery.name,
      names: lottery.names,
    },
    ...lottery.rooms.map((room) => ({
      key: `room-${room.id}`,
      roomId: room.id,
      label: t('admin.lotteries.namesRoom', { room: room.name }),
      name: room.name,
      names: room.names,
    })),
  ];
}

/** The set of names with `locale`'s typed one in it (none when left empty). */
export function namesWith(names: LocalNames, locale: NameLocale, typed: string): LocalNames {
  const next: LocalNames = { ...names };
  if (typed.trim()) next[locale] = typed.trim();
  else delete next[locale];
  return next;
}

export function LocalNamesForm({
  lottery,
  isAdmin,
  onSaved,
}: {
  lottery: AdminLottery;
  isAdmin: boolean;
  onSaved: (notice: string) => Promise<void>;
}) {
  const locale = useLocale();
  const t = useT();
  const hydrated = useHydrated();
  const [language, setLanguage] = useState<NameLocale>(NAME_LOCALES[0] ?? 'fr');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const languageName = (code: string) =>
    new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  const named = namedOf(t, lottery);
  const valueOf = (item: Named) => typed[`${language}:${item.key}`] ?? item.names[language] ?? '';

  async function save() {
    const changed = named.filter((item) => valueOf(item).trim() !== (item.names[language] ?? ''));
    if (changed.length === 0) return;
    setBusy(true);
    setFailure(null);
    try {
      for (const item of changed) {
        const body = { names: namesWith(item.names, language, valueOf(item)) };
        const lotteryId = lottery.id;
        if (item.roomId === undefined)
          await adminApi('PUT /lotteries/{lotteryId}', { params: { lotteryId }, body });
        else
          await adminApi('PUT /lotteries/{lotteryId}/rooms/{roomId}', {
            params: { lotteryId, roomId: item.roomId },
            body,
          });
      }
      setTyped({});
      await onSaved(t('admin.lotteries.namesSaved', { language: languageName(language) }));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const idBase = `lottery-${lottery.id}-names`;
  return (
    <details className="console-names">
      <summary>{t('admin.lotteries.namesTitle')}</summary>
      <p className="muted console-small">{t('admin.lotteries.namesHint')}</p>
      <form
        className="console-form-row"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SelectField
          id={`${idBase}-language`}
          label={t('admin.lotteries.namesLanguage')}
          value={language}
          onChange={(value) => setLanguage(value as NameLocale)}
          options={NAME_LOCALES.map((code) => [code, languageName(code)] as const)}
        />
        {named.map((item) => (
          <Field
            key={item.key}
            id={`${idBase}-${item.key}`}
            label={item.label}
            lang={language}
            dir="auto"
            placeholder={item.name}
            maxLength={LOCAL_NAME_MAX}
            readOnly={!isAdmin}
            value={valueOf(item)}
            onChange={(e) => setTyped((all) => ({ ...all, [`${language}:${item.key}`]: e.target.value }))}
          />
        ))}
        {isAdmin && <FormAction label={t('admin.lotteries.namesSave')} disabled={!hydrated || busy} />}
      </form>
      <Failure error={failure} />
    </details>
  );
}
