/** The tabs of the odds editor (one per round-screen group), with the count of changed keys. */
import { TabBar } from '#islands/common/TabBar.tsx';
import { groupLabel } from '#islands/common/marketLabel.ts';
import type { RowState } from './OddsRow.tsx';
import { useT } from '#islands/common/i18n.tsx';

export function OddsTabs({
  groups,
  activeTab,
  changed,
  onTab,
}: {
  groups: readonly string[];
  activeTab: string;
  changed: readonly RowState[];
  onTab: (group: string) => void;
}) {
  const t = useT();
  return (
    <TabBar
      className="console-tabs"
      names={groups}
      active={activeTab}
      choose={onTab}
      text={(group) => {
        const count = changed.filter((r) => r.market.group === group).length;
        return (
          <>
            {groupLabel(t, group)}
            {count > 0 && (
              <span className="badge badge-warn console-tab-count">
                {t('admin.odds.changedCount', { count })}
              </span>
            )}
          </>
        );
      }}
      tabId={(group) => `odds-tab-${group}`}
      panelId={() => 'odds-panel'}
      label={t('admin.odds.groups')}
    />
  );
}
