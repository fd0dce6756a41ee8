/**
 * The rooms of one lottery with their minimum bet, balance requirement
 * and bet limit. Rendered on the server for everyone; once the signed-in player's balance is known
 * (it lives in the browser), a room it does not reach says why and leads to deposit instead of
 * letting the player in to be refused at their first bet.
 */
import type { GameKey } from '#shared/games/types.ts';
import type { Room } from '#shared/contract/games.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { isolate } from '#shared/bidi.ts';
import { parseMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { useCustomer } from '../common/useCustomer.ts';
import { useMoney, useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './rooms.css';

interface Props {
  messages: IslandMessages;
  locale: string;
  game: GameKey;
  lotteryId: number;
  rooms: Room[];
}

/** Whether a balance falls short of a room's requirement (both API decimal strings). */
function fallsShort(balance: string, requirement: string): boolean {
  const have = parseMoney(balance);
  const need = parseMoney(requirement);
  return have !== null && need !== null && have < need;
}

export default withIslandI18n(function RoomList({ game, lotteryId, rooms }: Props) {
  const t = useT();
  // The fresh balance (a deposit may have arrived since the stored one), once signed in.
  const { signedIn, data: user } = useCustomer();
  const balance = signedIn && user ? user.balance : null;
  const money = useMoney();

  return (
    <ul className="rooms">
      {rooms.map((room) => {
        const short = balance !== null && fallsShort(balance, room.balanceRequirement);
        const facts = (
          <>
            <strong className="room-name">
              <bdi>{room.name}</bdi>
            </strong>
            <dl>
              <dt>{t('rooms.minBet')}</dt>
              <dd>
                <bdi>{money(room.minBet)}</bdi>
              </dd>
              <dt>{t('rooms.balanceRequirement')}</dt>
              <dd>
                <bdi>{money(room.balanceRequirement)}</bdi>
              </dd>
              <dt>{t('rooms.betLimit')}</dt>
              <dd>
                <bdi>{money(room.betLimit)}</bdi>
              </dd>
            </dl>
          </>
        );
        return (
          <li key={room.id}>
            {short && balance !== null ? (
              <div className="room card room-short">
                {facts}
                <p className="room-short-reason">
                  {t('rooms.needsBalance', {
                    required: isolate(money(room.balanceRequirement)),
                    balance: isolate(money(balance)),
                  })}
                </p>
                <a className="button button-brand" href={paths.deposit}>
                  {t('rooms.deposit')}
                </a>
              </div>
            ) : (
              <a className="room card" href={paths.round(game, lotteryId, room.id)}>
                {facts}
                <span className="enter" aria-hidden="true">
                  {t('rooms.enter')}
                </span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
});
