/** The tabs of the odds editor (one per round-screen group), with the count of changed keys. */
import type { KeyboardEvent } from 'react';
import type { T } from '#client/i18n.ts';
import { groupLabel } from '#islands/betting/marketLabel.ts';
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
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: groups.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // Arrow keys follow the visual order, which mirrors in right-to-left pages.
    const rtl =
      document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const next = (index + (rtl ? -step : step) + groups.length) % groups.length;
    const group = groups[next];
    if (group) {
      onTab(group);
      document.getElementById(`odds-tab-${group}`)?.focus();
    }
  }

  return (
    <div className="console-tabs" role="tablist" aria-label={t('admin.odds.groups')}>
      {groups.map((group, index) => {
        const count = changed.filter((r) => r.market.group === group).length;
        return (
          <button
            key={group}
            id={`odds-tab-${group}`}
            type="button"
            role="tab"
            aria-selected={group === activeTab}
            aria-controls="odds-panel"
            tabIndex={group === activeTab ? 0 : -1}
            onClick={() => onTab(group)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            {groupLabel(t, group)}
            {count > 0 && (
              <span className="badge badge-warn console-tab-count">
                {t('admin.odds.changedCount', { count })}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
