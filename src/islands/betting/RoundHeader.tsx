/**
 * The compact head of a round screen, short enough on a 360 px phone that the picks show below it
 * without scrolling: the game and room switcher, the round's period, display state and countdown
 * on the server's clock, the player's session time, the latest draw as the game looks (revealed when it arrives), the room's
 * limits in one line and the links to the rules, the player's bets and the trends.
 */
import type { ReactNode } from 'react';
import type { T } from '#client/i18n.ts';
import type { GameKey as Game } from '#shared/vocabulary.ts';
import { paths } from '#shared/paths.ts';
import type { RoomView } from '#shared/contract/games.ts';
import { countdownTarget, formatCountdownForLocale } from '../common/liveRound.ts';
import { LatestDraw } from './DrawHistory.tsx';
import { SessionClock } from './SessionClock.tsx';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';

const STATE_BADGE: Record<string, string> = {
  open: 'badge badge-good',
  closed: 'badge badge-warn',
  drawing: 'badge badge-warn',
};

interface Props {
  game: Game;
  lotteryId: number;
  view: RoomView;
  serverNow: number;
  /** Whether the event stream is connected (else "reconnecting…"). */
  connected: boolean;
  /** The id of the draw shown when the page loaded: a later one is revealed as it arrives. */
  firstDrawId: number | null;
  /** The game and room switcher, and the sound switch. */
  switcher: ReactNode;
}

/** "Betting closes in 0:19", "Draw in 0:05"… or the wait for the next round. */
function countdownText(t: T, locale: string, round: RoomView['currentRound'], serverNow: number): string {
  const target = countdownTarget(round);
  if (!target) return t('betting.waitingForRound');
  const key = target.kind === 'closes' ? 'closesIn' : target.kind === 'opens' ? 'opensIn' : 'drawIn';
  return t(`betting.${key}`, { time: formatCountdownForLocale(locale, target.at - serverNow) });
}

export function RoundHeader(props: Props) {
  const locale = useLocale();
  const t = useT();
  const { game, lotteryId, view, serverNow, connected } = props;
  const money = useMoney();
  const { room, currentRound: round } = view;
  const latest = view.recentDraws[0];
  return (
    <section className="card round-head" aria-labelledby="round-title" data-keep-clear>
      <h2 id="round-title" className="visually-hidden">
        {view.lottery.name} · {room.name}
      </h2>
      {props.switcher}
      <div className="round-status">
        <p className="round-period">
          <bdi>{round ? t('round.period', { period: round.period }) : ''}</bdi>{' '}
          <span className={STATE_BADGE[round?.state ?? ''] ?? 'badge'} aria-live="polite">
            {t(`round.state.${round ? round.state : 'none'}`)}
          </span>
        </p>
        <p className="countdown" role="timer">
          {countdownText(t, locale, round, serverNow)}
        </p>
      </div>
      {latest ? (
        <LatestDraw draw={latest} reveal={props.firstDrawId !== latest.id} />
      ) : (
        <p className="muted round-none">{t('betting.noDraws')}</p>
      )}
      <p className="room-line muted">
        {t('betting.roomLine', {
          min: money(room.minBet),
          limit: money(room.betLimit),
        })}
        {room.balanceRequirement !== '0.00' && (
          <> · {t('betting.requirementLine', { amount: money(room.balanceRequirement) })}</>
        )}
      </p>
      <p className="round-links">
        <a href={paths.howToPlay(game)}>{t('betting.howToPlay')}</a>
        <a href={paths.myBets(lotteryId)}>{t('betting.myBets')}</a>
        <a href={paths.trends(lotteryId)}>{t('trends.link')}</a>
        <SessionClock />
      </p>
      {!connected && <p className="muted">{t('betting.reconnecting')}</p>}
    </section>
  );
}
