/** The round's card: lottery, period and state, its times, numbers, void reason, seed hash and seed. */
import type { MessageKey } from '#i18n/index.ts';
import { keyOf } from '#client/i18n.ts';
import { numbersText, RoundStateBadge } from './roundText.tsx';
import { shortDateTime } from '../kit/dates.ts';
import type { RoundDetailView } from './view.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

export function RoundFacts({
  data,
  lotteryName,
}: {
  data: RoundDetailView;
  lotteryName: string | undefined;
}) {
  const locale = useLocale();
  const t = useT();
  const fact = (label: MessageKey, iso: string) => (
    <div>
      <dt>{t(label)}</dt>
      <dd>{shortDateTime(locale, iso)}</dd>
    </div>
  );
  return (
    <section className="card" aria-labelledby="round-title">
      <h2 id="round-title" className="console-round-title">
        {lotteryName ?? t(keyOf('game', data.game))} · {t('admin.rounds.periodOf', { period: data.period })}{' '}
        <RoundStateBadge state={data.state} />
      </h2>
      <dl className="console-facts">
        {fact('admin.rounds.opensAt', data.opensAt)}
        {fact('admin.rounds.closesAt', data.closesAt)}
        {fact('admin.rounds.drawAt', data.drawAt)}
        {data.draw?.drawnAt && fact('admin.rounds.drawnAt', data.draw.drawnAt)}
        <div>
          <dt>{t('admin.rounds.numbers')}</dt>
          <dd>
            <RoundNumbers data={data} />
          </dd>
        </div>
        {data.voidReason && (
          <div className="console-wide">
            <dt>{t('admin.rounds.voidReason')}</dt>
            <dd>{data.voidReason}</dd>
          </div>
        )}
        <div className="console-wide">
          <dt>{t('admin.rounds.seedHash')}</dt>
          <dd>
            <code className="console-hash">{data.seedHash}</code>
          </dd>
        </div>
        <div className="console-wide">
          <dt>{t('admin.rounds.seed')}</dt>
          <dd>
            {data.draw?.seed ? (
              <code className="console-hash">{data.draw.seed}</code>
            ) : (
              <span className="muted">{t('admin.rounds.seedHidden')}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The drawn numbers with their sum; a dash for a void round, "not drawn" before the draw. */
function RoundNumbers({ data }: { data: RoundDetailView }) {
  const t = useT();
  if (!data.draw) return <>{data.state === 'void' ? '—' : t('admin.rounds.notDrawn')}</>;
  return (
    <>
      <strong dir="ltr" className="console-numbers">
        {numbersText(data.game, data.draw.numbers, data.draw.special)}
      </strong>{' '}
      {/* Mark 6 has no sum: its summary is the special number, shown above. */}
      {'sum' in data.draw.summary && (
        <span className="muted">{t('admin.rounds.sum', { sum: data.draw.summary.sum })}</span>
      )}
    </>
  );
}
