/**
 * The home page's lottery list: each lottery's live round, its display state and countdown.
 * Rendered on the server with the data of the request, then kept current in the browser (a
 * tick per second, a refresh when a countdown ends and every 15 s). Under maintenance the list
 * says so, as every other screen does, rather than going silently empty.
 */
import { useEffect, useState } from 'react';
import { api, ApiError, serverClockOffset } from '#client/api.ts';
import type { Lottery } from '#shared/contract/games.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { displayState, formatCountdown, msLeft } from './roundClock.ts';
import { useRefreshEvery } from '../common/useRefreshEvery.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
  lotteries: Lottery[];
  /** The server's clock when the page was rendered (ms since the epoch). */
  serverNow: number;
  /** The site was under maintenance when the page was rendered. */
  maintenance: boolean;
}

const REFRESH_MS = 15_000;

export default withIslandI18n(function LiveLotteries({
  lotteries: initial,
  serverNow,
  maintenance: initialMaintenance,
}: Props) {
  const t = useT();
  const serverTime = useServerTime(serverNow);
  const { lotteries, maintenance } = useFreshLotteries(initial, initialMaintenance, serverTime);

  if (maintenance) {
    return (
      <div className="state state-error" role="alert">
        <p className="state-title">{t('common.maintenance')}</p>
        <p>{t('common.maintenanceTip')}</p>
      </div>
    );
  }
  return (
    <ul className="lotteries">
      {lotteries.map((lottery) => (
        <LotteryRow key={lottery.id} lottery={lottery} serverTime={serverTime} />
      ))}
    </ul>
  );
});

/**
 * The server's time, ticking each second: the page's render time at first (so that the hydrated
 * countdowns match the HTML), then this clock corrected by the server's last answer. The page
 * may come from the route cache, rendered a while ago: its render time is no measure of the
 * phone's error.
 */
function useServerTime(serverNow: number): number {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now() + (serverClockOffset() ?? 0)), 1000);
    return () => clearInterval(tick);
  }, []);
  return now ?? serverNow;
}

/**
 * The lotteries as rendered, then fresh from `GET /game` every 15 s and as soon as a countdown
 * has ended; and whether the site is under maintenance.
 */
function useFreshLotteries(initial: Lottery[], initialMaintenance: boolean, serverTime: number) {
  const [lotteries, setLotteries] = useState(initial);
  const [maintenance, setMaintenance] = useState(initialMaintenance);
  const expired = lotteries.some((l) => {
    const left = msLeft(l.currentRound, serverTime);
    return left !== null && left <= -1000;
  });
  // At once too: the page may be a cached one, and the answer sets the server's clock.
  useRefreshEvery(
    REFRESH_MS,
    (current) =>
      api('GET /game')
        .then((fresh) => {
          if (!current()) return;
          setMaintenance(false);
          setLotteries(fresh);
        })
        .catch((error: unknown) => {
          if (current() && error instanceof ApiError && error.code === 'UNDER_MAINTENANCE')
            setMaintenance(true);
        }),
    expired,
  );
  return { lotteries, maintenance };
}

/** One lottery: its game, name and live round, the round's state and countdown. */
function LotteryRow({ lottery, serverTime }: { lottery: Lottery; serverTime: number }) {
  const t = useT();
  const round = lottery.currentRound;
  const left = msLeft(round, serverTime);
  return (
    <li>
      <a href={paths.rooms(lottery.id)} className={`lottery lottery-${lottery.game}`}>
        <span className="lottery-icon" aria-hidden="true">
          {t(`game.${lottery.game}.short`)}
        </span>
        <span className="lottery-text">
          <strong>
            <bdi>{lottery.name}</bdi>
          </strong>
          <span className="muted">
            <bdi>{round ? t('round.period', { period: round.period }) : t('round.state.none')}</bdi>
          </span>
        </span>
        <span className="lottery-clock">
          <span className={`badge badge-${displayState(round)}`}>
            {t(`round.state.${displayState(round)}`)}
          </span>
          {left !== null && (
            <time className="countdown" aria-label={t('round.timeLeft', { time: formatCountdown(left) })}>
              {formatCountdown(left)}
            </time>
          )}
        </span>
      </a>
    </li>
  );
}
