/**
 * The market tabs of a round screen (one per odds `group`) and, inside the chosen tab, the picks
 * under a heading per market: each pick a toggle button with its name and odds. Memoized, so the
 * board's one-second countdown tick does not redraw a hundred buttons.
 */
import { memo, useId, useMemo, useState } from 'react';
import { TabBar } from '#islands/common/TabBar.tsx';
import type { T } from '#client/i18n.ts';
import { formatOddsForLocale } from '../common/liveRound.ts';
import { groupLabel, marketParts } from '../common/marketLabel.ts';
import type { MarketOdds } from '#shared/contract/games.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

interface Props {
  markets: MarketOdds[];
  selected: ReadonlySet<string>;
  /** Picks whose odds changed at the last confirmation (key → odds before). */
  changed: Readonly<Record<string, string>>;
  onToggle: (key: string) => void;
}

interface Section {
  marketId: string;
  heading: string;
  picks: { entry: MarketOdds; name: string }[];
  numeric: boolean;
}

function sectionsOf(t: T, markets: MarketOdds[]): Map<string, Section[]> {
  const groups = new Map<string, Section[]>();
  for (const entry of markets) {
    const parts = marketParts(t, entry.key);
    const marketId = parts?.marketId ?? entry.key;
    const sections = groups.get(entry.group) ?? [];
    if (!groups.has(entry.group)) groups.set(entry.group, sections);
    let section = sections.find((s) => s.marketId === marketId);
    if (!section) {
      section = { marketId, heading: parts?.market ?? entry.key, picks: [], numeric: true };
      sections.push(section);
    }
    const pick = entry.key.slice(entry.key.indexOf(':') + 1);
    if (!/^\d+$/.test(pick) || marketId === 'face') section.numeric = false;
    section.picks.push({ entry, name: parts?.pick ?? entry.key });
  }
  return groups;
}

function MarketPanelView({ markets, selected, changed, onToggle }: Props) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const groups = useMemo(() => sectionsOf(t, markets), [t, markets]);
  const names = [...groups.keys()];
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const active = chosen !== undefined && groups.has(chosen) ? chosen : names[0];
  const sections = active ? (groups.get(active) ?? []) : [];
  return (
    <section className="markets" aria-label={t('betting.markets')}>
      <TabBar
        names={names}
        active={active}
        choose={setChosen}
        text={(group) => groupLabel(t, group)}
        tabId={(group) => `${id}-tab-${group}`}
        panelId={() => `${id}-panel`}
        label={t('betting.markets')}
      />
      <div
        className="card market-panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
      >
        {sections.map((section) => (
          <MarketSection key={section.marketId} {...{ t, locale, section, selected, changed, onToggle }} />
        ))}
      </div>
    </section>
  );
}

/** One market: its heading and a toggle button per pick with its name and odds. */
function MarketSection({
  section,
  selected,
  changed,
  onToggle,
}: Omit<Props, 'markets'> & { section: Section }) {
  const locale = useLocale();
  const t = useT();
  const odds = (value: string) => formatOddsForLocale(locale, value);
  return (
    <div className={`market${!section.numeric && section.picks.length <= 4 ? ' market-inline' : ''}`}>
      <h3 className="market-heading">{section.heading}</h3>
      <ul
        className={`picks${section.numeric ? ' picks-numbers' : section.picks.length === 6 ? ' picks-three' : ''}`}
      >
        {section.picks.map(({ entry, name }) => (
          <li key={entry.key}>
            <button
              type="button"
              className={`pick${changed[entry.key] ? ' pick-changed' : ''}`}
              aria-pressed={selected.has(entry.key)}
              onClick={() => onToggle(entry.key)}
            >
              {section.marketId !== 'face' && <span className="visually-hidden">{section.heading} · </span>}
              <span className="pick-name">{name}</span>
              {entry.oddsByCount ? (
                <>
                  <span className="pick-odds" aria-hidden="true">
                    {entry.oddsByCount.map(odds).join(' / ')}
                  </span>
                  <span className="visually-hidden">
                    {t('market.faceOdds', {
                      one: odds(entry.oddsByCount[0] ?? entry.odds),
                      two: odds(entry.oddsByCount[1] ?? entry.odds),
                      three: odds(entry.oddsByCount[2] ?? entry.odds),
                    })}
                  </span>
                </>
              ) : (
                <span className="pick-odds">{odds(entry.odds)}</span>
              )}
              {changed[entry.key] && <span className="pick-badge">{t('betting.oddsChangedBadge')}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const MarketPanel = memo(MarketPanelView);
