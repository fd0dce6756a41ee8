/**
 * The public data of a round screen (`/{game}/{lotteryId}/{roomId}`), loaded in process from the
 * same API the browser uses, so the betting board paints with data: the room with its round and
 * draws, and the odds. A lottery of another game than the route's is not found.
 */
import type { GameKey } from '#shared/games/types.ts';
import type { OddsView, RoomView } from '#islands/betting/types.ts';

export type RoundPageData =
  | { kind: 'found'; lotteryId: number; roomId: number; room: RoomView | null; odds: OddsView | null }
  | { kind: 'notFound' };

type Envelope<T> = { code: number; data?: T; error?: string };

const ID = /^[1-9][0-9]{0,8}$/;

async function get<T>(locals: App.Locals, path: string): Promise<{ status: number; data: T | null }> {
  const response = await locals.runtime.api.fetch(
    new Request(`http://local/api/app${path}`, { headers: { 'Accept-Language': locals.locale } }),
  );
  try {
    const body = (await response.json()) as Envelope<T>;
    return { status: response.status, data: response.ok && body.code === 1 ? (body.data ?? null) : null };
  } catch {
    return { status: response.status, data: null };
  }
}

/**
 * Loads a round screen. Any failure other than "not found" (maintenance, an outage) leaves the
 * data null: the board then shows that state and retries in the browser.
 * @example const data = await loadRoundPage(Astro.locals, 'fast3', Astro.params);
 */
export async function loadRoundPage(
  locals: App.Locals,
  game: GameKey,
  params: Record<string, string | undefined>,
): Promise<RoundPageData> {
  const { lotteryId = '', roomId = '' } = params;
  if (!ID.test(lotteryId) || !ID.test(roomId)) return { kind: 'notFound' };
  const [room, odds] = await Promise.all([
    get<RoomView>(locals, `/game/${lotteryId}/${roomId}`),
    get<OddsView>(locals, `/game/${lotteryId}/${roomId}/odds`),
  ]);
  if (room.status === 404 || (room.data && room.data.lottery.game !== game)) return { kind: 'notFound' };
  return {
    kind: 'found',
    lotteryId: Number(lotteryId),
    roomId: Number(roomId),
    room: room.data,
    odds: odds.data,
  };
}
