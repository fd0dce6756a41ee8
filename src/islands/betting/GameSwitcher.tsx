/**
 * Switching game or room from the round screen, without going back: two selects, each going to
 * its round screen on change. Another lottery opens in the room at the same place in its list
 * (Beginner to Beginner), or its first.
 */
import type { ReactNode } from 'react';
import { paths } from '#shared/paths.ts';
import type { SwitchLottery } from '#shared/contract/games.ts';
import { useT } from '#islands/common/i18n.tsx';

interface Props {
  lotteries: SwitchLottery[];
  lotteryId: number;
  roomId: number;
  /** Shown at the end of the row (the sound switch). */
  children?: ReactNode;
}

export function GameSwitcher({ lotteries, lotteryId, roomId, children }: Props) {
  const t = useT();
  const lottery = lotteries.find((l) => l.id === lotteryId);
  const roomIndex = Math.max(0, lottery?.rooms.findIndex((r) => r.id === roomId) ?? 0);
  const go = (target: SwitchLottery | undefined, room: { id: number } | undefined) => {
    if (target && room) window.location.assign(paths.round(target.game, target.id, room.id));
  };
  return (
    <div className="switcher">
      {lotteries.length > 0 && (
        <label className="switch-field">
          <span className="visually-hidden">{t('betting.switchLottery')}</span>
          <select
            value={lotteryId}
            onChange={(e) => {
              const target = lotteries.find((l) => l.id === Number(e.target.value));
              go(target, target?.rooms[roomIndex] ?? target?.rooms[0]);
            }}
          >
            {lotteries.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {lottery && (
        <label className="switch-field">
          <span className="visually-hidden">{t('betting.switchRoom')}</span>
          <select
            value={roomId}
            onChange={(e) =>
              go(
                lottery,
                lottery.rooms.find((r) => r.id === Number(e.target.value)),
              )
            }
          >
            {lottery.rooms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {children}
    </div>
  );
}
