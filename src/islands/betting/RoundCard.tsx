/**
 * The round card of a betting screen: the lottery and room, the round's period and display state,
 * the countdown on the server's clock, the room's limits and the links to the rules and the
 * player's bets.
 */
import type { T } from '#client/i18n.ts';
import type { GameKey as Game } from '#shared/vocabulary.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { paths } from '#shared/paths.ts';
import { countdownTarget, formatCountdownForLocale } from './liveRound.ts';
import type { RoomView } from '#shared/contract/games.ts';
import { Figures } from '../common/Figures.tsx';

const STATE_BADGE: Record<string, string> = {
  open: 'badge badge-good',
  closed: 'badge badge-warn',
  drawing: 'badge badge-warn',
};

interface Props {
  t: T;
  locale: string;
  game: Game;
  lotteryId: number;
  view: RoomView;
  serverNow: number;
  /** Whether the event stream is connected (else "reconnecting…"). */
  connected: boolean;
}

export function RoundCard({ t, locale, game, lotteryId, view, serverNow, connected }: Props) {
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  const { room, currentRound: round } = view;
  const target = countdownTarget(round);
  const countdown = target
    ? t(`betting.${target.kind === 'closes' ? 'closesIn' : target.kind === 'opens' ? 'opensIn' : 'drawIn'}`, {
        time: formatCountdownForLocale(locale, target.at - serverNow),
      })
    : t('betting.waitingForRound');
  return (
    <section className="card round-card" aria-labelledby="round-title">
      <h2 id="round-title" className="round-title">
        <bdi>{view.lottery.name}</bdi> · <bdi>{room.name}</bdi>
      </h2>
      <div className="round-status">
        <p className="round-period">
          <bdi>{round ? t('round.period', { period: round.period }) : ''}</bdi>
        </p>
        <p className="round-state" aria-live="polite">
          <span className={STATE_BADGE[round?.state ?? ''] ?? 'badge'}>
            {t(`round.state.${round ? round.state : 'none'}`)}
          </span>
        </p>
      </div>
      <p className="countdown" role="timer">
        {countdown}
      </p>
      <Figures
        className="room-facts"
        items={[
          { term: t('betting.minBet'), value: money(room.minBet) },
          { term: t('betting.balanceRequirement'), value: money(room.balanceRequirement) },
          { term: t('betting.betLimit'), value: money(room.betLimit) },
        ]}
      />
      <p className="round-links">
        <a href={paths.howToPlay(game)}>{t('betting.howToPlay')}</a>
        <a href={paths.myBets(lotteryId)}>{t('betting.myBets')}</a>
      </p>
      {!connected && <p className="muted">{t('betting.reconnecting')}</p>}
    </section>
  );
}
