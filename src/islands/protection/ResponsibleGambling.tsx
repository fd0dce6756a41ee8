/**
 * The responsible-gambling hub (issue 18): the account's state now (a time-out or self-exclusion
 * in force, the limits in force), the tools with what each does, and the reality-check interval
 * (`PUT /customer/reality-check` as soon as it is changed).
 */
import { useState } from 'react';
import { schedule } from '#client/realityCheck.ts';
import { api } from '#client/api.ts';
import { errorText, makeT, type T } from '#client/i18n.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import type { Limits, RealityCheck } from '#shared/contract/limits.ts';
import { paths } from '#shared/paths.ts';
import { Icon, type IconName } from '../personal/Icon.tsx';
import { showMoney } from '../wallet/amount.ts';
import {
  BlockNotice,
  KINDS,
  limitLabel,
  Loaded,
  PERIODS,
  REALITY_MINUTES,
  SignedInGate,
  StatusLine,
  useLimits,
  useProtection,
} from './parts.tsx';
import '../personal/personal.css';
import './protection.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

export default function ResponsibleGambling({ messages, locale }: Props) {
  const t = makeT(messages);
  return (
    <SignedInGate t={t}>
      <Hub t={t} locale={locale} />
    </SignedInGate>
  );
}

interface Tool {
  href: string;
  title: string;
  summary: string;
  icon: IconName;
}

function Hub({ t, locale }: { t: T; locale: string }) {
  const protection = useProtection();
  const limits = useLimits();
  const tools: Tool[] = [
    { href: paths.limits, title: t('rg.limits.title'), summary: t('rg.limits.summary'), icon: 'gauge' },
    { href: paths.timeout, title: t('rg.timeout.title'), summary: t('rg.timeout.summary'), icon: 'timer' },
    {
      href: paths.selfExclusion,
      title: t('rg.exclusion.title'),
      summary: t('rg.exclusion.summary'),
      icon: 'stop',
    },
    {
      href: paths.statement,
      title: t('rg.statement.title'),
      summary: t('rg.statement.summary'),
      icon: 'ledger',
    },
  ];
  return (
    <>
      <section aria-labelledby="rg-now">
        <h2 id="rg-now" className="section-title">
          {t('rg.now')}
        </h2>
        <div className="card rg-card">
          <Loaded t={t} remote={protection}>
            {(data) => <BlockNotice t={t} locale={locale} block={data.current} />}
          </Loaded>
          <h3 className="rg-subtitle">{t('rg.limitsInForce')}</h3>
          <Loaded t={t} remote={limits}>
            {(data) => <LimitsInForce t={t} locale={locale} limits={data} />}
          </Loaded>
        </div>
      </section>

      <section aria-labelledby="rg-tools">
        <h2 id="rg-tools" className="section-title">
          {t('rg.tools')}
        </h2>
        <ul className="list pc-links">
          {tools.map((tool) => (
            <li key={tool.href}>
              <a className="pc-link" href={tool.href}>
                <Icon name={tool.icon} size={22} className="pc-link-icon" />
                <span className="pc-link-label">
                  <span className="rg-tool-title">{tool.title}</span>
                  <span className="rg-tool-summary">{tool.summary}</span>
                </span>
                <Icon name="chevron" size={18} className="pc-chevron" />
              </a>
            </li>
          ))}
        </ul>
      </section>

      <RealityCheckSetting t={t} />
    </>
  );
}

/** The limits in force, each with its amount; a line when there are none. */
function LimitsInForce({ t, locale, limits }: { t: T; locale: string; limits: Limits }) {
  const set = KINDS.flatMap((kind) =>
    PERIODS.flatMap((period) => {
      const amount = limits[kind][period].amount;
      return amount === null ? [] : [{ kind, period, amount }];
    }),
  );
  if (set.length === 0) return <p className="rg-muted">{t('rg.noLimits')}</p>;
  return (
    <dl className="rg-figures">
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
function RealityCheckSetting({ t }: { t: T }) {
  const remote = useRemote<RealityCheck>(['/customer/reality-check']);
  const [status, setStatus] = useState<{ text: string; tone?: 'error' }>({ text: '' });
  const [saving, setSaving] = useState(false);
  // The choice shows at once; it goes back to the saved one if saving fails.
  const [chosen, setChosen] = useState<number | null>(null);

  async function choose(minutes: number) {
    setChosen(minutes);
    setSaving(true);
    setStatus({ text: t('rg.reality.saving') });
    try {
      const saved = await api<RealityCheck>('/customer/reality-check', { method: 'PUT', body: { minutes } });
      await remote.mutate(saved, { revalidate: false });
      // The page's own timer follows the new interval at once.
      schedule(saved);
      setStatus({ text: t('rg.reality.saved') });
    } catch (error) {
      setStatus({ text: errorText(t, error), tone: 'error' });
    } finally {
      setChosen(null);
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="rg-reality">
      <h2 id="rg-reality" className="section-title">
        {t('rg.reality.title')}
      </h2>
      <div className="card rg-card">
        <p className="rg-muted">{t('rg.reality.intro')}</p>
        <Loaded t={t} remote={remote}>
          {(data) => (
            <fieldset className="rg-choices rg-choices-row" disabled={saving}>
              <legend className="visually-hidden">{t('rg.reality.title')}</legend>
              {REALITY_MINUTES.map((minutes) => (
                <label key={minutes} className="rg-choice">
                  <input
                    type="radio"
                    name="reality-check"
                    value={minutes}
                    checked={(chosen ?? data.minutes) === minutes}
                    onChange={() => void choose(minutes)}
                  />
                  <span>
                    {minutes === 0 ? t('rg.reality.off') : t('rg.reality.every', { count: minutes })}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </Loaded>
        <StatusLine text={status.text} {...(status.tone ? { tone: status.tone } : {})} />
      </div>
    </section>
  );
}
