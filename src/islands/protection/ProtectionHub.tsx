/**
 * The protection hub: the account's state now (a time-out or self-exclusion
 * in force, the limits in force), the tools with what each does, and the reality-check interval
 * (`PUT /customer/reality-check` as soon as it is changed).
 */
import { useState } from 'react';
import { schedule } from '#client/realityCheck.ts';
import { api } from '#client/api.ts';
import { errorText } from '#client/i18n.ts';
import { useRemote } from '#client/useRemote.ts';
import type { Limits } from '#shared/contract/limits.ts';
import { paths } from '#shared/paths.ts';
import type { IconName } from '../common/Icon.tsx';
import { LinkSection, type LinkItem } from '../common/LinkSection.tsx';
import { TitledSection } from '../common/TitledSection.tsx';
import { showMoney } from '../common/amount.ts';
import { BlockNotice, Loaded, RadioChoices, signedInIsland, StatusLine } from './screenKit.tsx';
import { KINDS, limitLabel, PERIODS, REALITY_MINUTES, useLimits, useProtection } from './limitsAndBlocks.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import '../personal/personal.css';
import './protection.css';

export default signedInIsland(Hub);

/** A tool's link: its title over what it does. */
function tool(href: string, title: string, summary: string, icon: IconName): LinkItem {
  const label = (
    <>
      <span className="rg-tool-title">{title}</span>
      <span className="rg-tool-summary">{summary}</span>
    </>
  );
  return { href, label, icon };
}

function Hub() {
  const t = useT();
  const protection = useProtection();
  const limits = useLimits();
  const tools = [
    tool(paths.limits, t('protection.limits.title'), t('protection.limits.summary'), 'gauge'),
    tool(paths.timeout, t('protection.timeout.title'), t('protection.timeout.summary'), 'timer'),
    tool(paths.selfExclusion, t('protection.exclusion.title'), t('protection.exclusion.summary'), 'stop'),
    tool(paths.statement, t('protection.statement.title'), t('protection.statement.summary'), 'ledger'),
  ];
  return (
    <>
      <TitledSection id="rg-now" title={t('protection.now')}>
        <div className="card rg-card">
          <Loaded remote={protection}>{(data) => <BlockNotice block={data.current} />}</Loaded>
          <h3 className="rg-subtitle">{t('protection.limitsInForce')}</h3>
          <Loaded remote={limits}>{(data) => <LimitsInForce limits={data} />}</Loaded>
        </div>
      </TitledSection>

      <LinkSection id="rg-tools" title={t('protection.tools')} items={tools} />

      <RealityCheckSetting />
    </>
  );
}

/** The limits in force, each with its amount; a line when there are none. */
function LimitsInForce({ limits }: { limits: Limits }) {
  const locale = useLocale();
  const t = useT();
  const set = KINDS.flatMap((kind) =>
    PERIODS.flatMap((period) => {
      const amount = limits[kind][period].amount;
      return amount === null ? [] : [{ kind, period, amount }];
    }),
  );
  if (set.length === 0) return <p className="rg-muted">{t('protection.noLimits')}</p>;
  return (
    <dl className="rg-figures figures">
      {set.map(({ kind, period, amount }) => (
        <div key={`${kind}-${period}`}>
          <dt>{limitLabel(t, kind, period)}</dt>
          <dd>{showMoney(locale, amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The reality-check interval: off, 15, 30 or 60 minutes, saved as soon as it is chosen. */
function RealityCheckSetting() {
  const t = useT();
  const remote = useRemote('GET /customer/reality-check');
  const [status, setStatus] = useState<{ text: string; tone?: 'error' }>({ text: '' });
  const [saving, setSaving] = useState(false);
  // The choice shows at once; it goes back to the saved one if saving fails.
  const [chosen, setChosen] = useState<number | null>(null);

  async function choose(minutes: number) {
    setChosen(minutes);
    setSaving(true);
    setStatus({ text: t('protection.reality.saving') });
    try {
      const saved = await api('PUT /customer/reality-check', { body: { minutes } });
      await remote.mutate(saved, { revalidate: false });
      // The page's own timer follows the new interval at once.
      schedule(saved);
      setStatus({ text: t('protection.reality.saved') });
    } catch (error) {
      setStatus({ text: errorText(t, error), tone: 'error' });
    } finally {
      setChosen(null);
      setSaving(false);
    }
  }

  return (
    <TitledSection id="rg-reality" title={t('protection.reality.title')}>
      <div className="card rg-card">
        <p className="rg-muted">{t('protection.reality.intro')}</p>
        <Loaded remote={remote}>
          {(data) => (
            <RadioChoices
              name="reality-check"
              legend={t('protection.reality.title')}
              legendHidden
              row
              disabled={saving}
              choices={REALITY_MINUTES}
              value={chosen ?? data.minutes}
              label={(minutes) =>
                minutes === 0
                  ? t('protection.reality.off')
                  : t('protection.reality.every', { count: minutes })
              }
              onChange={(minutes) => void choose(minutes)}
            />
          )}
        </Loaded>
        <StatusLine text={status.text} {...(status.tone ? { tone: status.tone } : {})} />
      </div>
    </TitledSection>
  );
}
