/** The tabs of the odds editor (one per round-screen group), with the count of changed keys. */
import type { T } from '#client/i18n.ts';
import { TabBar } from '#islands/common/TabBar.tsx';
import { groupLabel } from '#islands/common/marketLabel.ts';
import type { RowState } from './OddsRow.tsx';

export function OddsTabs({
  t,
  groups,
  activeTab,
  changed,
  onTab,
}: {
  t: T;
  groups: readonly string[];
  activeTab: string;
  changed: readonly RowState[];
  onTab: (group: string) => void;
}) {
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
