/** The odds editor's state: the drafts, the open tab, "force", the confirmation and the save. */
import { useEffect, useState } from 'react';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { GameKey } from '#shared/games/types.ts';
import { formatOdds } from '#shared/odds.ts';
import { useConfirmStep } from '#islands/admin/kit/confirmStep.tsx';
import type { OddsView, RowState } from './OddsRow.tsx';
import { rowsOf, serverErrorsOf, type Drafts } from './rows.ts';

/** Leaving with unsaved edits asks first. */
function useLeaveWarning(unsaved: number) {
  useEffect(() => {
    if (unsaved === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

/** The PUT body: only the changed keys (three values for `face:*`), the room, and "force". */
function saveBody(changed: readonly RowState[], roomId: number | null, force: boolean) {
  return {
    ...(roomId === null ? {} : { roomId }),
    odds: changed.map((r) => {
      const values = (r.units as number[]).map(formatOdds);
      return values.length === 3
        ? { key: r.market.key, odds: values[0] ?? '', oddsByCount: values }
        : { key: r.market.key, odds: values[0] ?? '' };
    }),
    ...(force ? { force: true } : {}),
  };
}

/** The drafts and the open tab, and the rows they give. */
function useOddsTable(game: GameKey | undefined, view: OddsView | undefined) {
  const [drafts, setDrafts] = useState<Drafts>({});
  const [tab, setTab] = useState('');
  // Recomputed each render: parsing is cheap and each key's RTP is cached by value.
  const rows = rowsOf(view, game, drafts);
  const groups = [...new Set(rows.map((r) => r.market.group))];
  const activeTab = groups.includes(tab) ? tab : (groups[0] ?? '');
  const changed = rows.filter((r) => r.changed);
  const invalid = changed.filter((r) => !r.valid);
  const over = changed.filter((r) => r.rtp !== null && r.rtp > 1);
  return { setDrafts, setTab, rows, groups, activeTab, changed, invalid, over };
}

interface EditorProps {
  t: T;
  lotteryId: number;
  roomId: number | null;
  game: GameKey | undefined;
  odds: {
    data?: OddsView | undefined;
    mutate: (view: OddsView, opts: { revalidate: false }) => Promise<unknown>;
  };
}

export function useOddsEditor({ t, lotteryId, roomId, game, odds }: EditorProps) {
  const { setDrafts, setTab, changed, invalid, ...table } = useOddsTable(game, odds.data);
  const [force, setForce] = useState(false);
  const step = useConfirmStep();

  useLeaveWarning(changed.length);

  function edit(key: string, index: number, value: string, current: string[]) {
    step.setNotice('');
    step.setFailure(null);
    setDrafts((previous) => {
      const values = [...(previous[key] ?? current)];
      values[index] = value;
      return { ...previous, [key]: values };
    });
  }

  function review() {
    step.review(() => {
      if (changed.length === 0) return t('admin.odds.noChanges');
      const first = invalid[0];
      if (first) {
        setTab(first.market.group);
        return t('admin.odds.fixInvalid');
      }
    });
  }

  const save = () =>
    step.save(
      async () => {
        const body = saveBody(changed, roomId, force);
        const view = await adminApi<OddsView>(`/lotteries/${lotteryId}/odds`, { method: 'PUT', body });
        await odds.mutate(view, { revalidate: false });
        return view;
      },
      (view) => {
        setDrafts({});
        setForce(false);
        step.setNotice(t('admin.odds.saved', { version: view.version }));
      },
    );

  function reset() {
    setDrafts({});
    step.setFailure(null);
  }

  const { refused, serverErrors } = serverErrorsOf(t, step.failure, changed);
  return {
    ...table,
    ...step,
    setTab,
    changed,
    force,
    setForce,
    refused,
    serverErrors,
    edit,
    review,
    save,
    reset,
  };
}

export type OddsEditorState = ReturnType<typeof useOddsEditor>;
