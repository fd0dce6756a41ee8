/**
 * Sends a confirmed slip (`POST /game/bet`) and tells the slip what came of it: placed (the
 * balance updated everywhere it is shown), odds changed (the new odds shown on the board and in
 * the slip, to be confirmed again), or failed. A retry after a lost answer resends the same
 * body under the same idempotency key.
 */
import { useRef, type Dispatch } from 'react';
import { api } from '#client/api.ts';
import { errorText, type T } from '#client/i18n.ts';
import { $user } from '#client/session.ts';
import type { User } from '#shared/contract/account.ts';
import type { Remote as Read } from '#client/useRemote.ts';
import type { SlipAction } from './betSlip.ts';
import type { BetRequest } from './slip.ts';
import type { OddsView } from '#shared/contract/games.ts';

type Remote<V> = Pick<Read<V>, 'data' | 'mutate'>;

/**
 * The bet sender of a board: `send` a new slip under a new key, `retry` the last one.
 * `onPlaced` hears of each slip placed (the board remembers it for "repeat my last bet").
 * @example const { send, retry } = usePlaceBet(t, dispatch, customer, oddsRemote.mutate, remember);
 */
export function usePlaceBet(
  t: T,
  dispatch: Dispatch<SlipAction>,
  customer: Remote<User>,
  mutateOdds: Remote<OddsView>['mutate'],
  onPlaced: (body: BetRequest) => void,
) {
  const lastAttempt = useRef<{ body: BetRequest; key: string } | null>(null);

  async function send(body: BetRequest, key: string): Promise<void> {
    lastAttempt.current = { body, key };
    dispatch({ type: 'sending' });
    try {
      const reply = await api('POST /game/bet', { body, idempotencyKey: key });
      lastAttempt.current = null;
      if (customer.data)
        void customer.mutate({ ...customer.data, balance: reply.balance }, { revalidate: false });
      const stored = $user.get();
      if (stored) $user.set({ ...stored, balance: reply.balance });
      dispatch({
        type: 'placed',
        count: body.summary.count,
        total: body.summary.total,
        balance: reply.balance,
      });
      onPlaced(body);
    } catch (error) {
      if (api.failed(error, 'POST /game/bet', 'BET_ODDS_ALREADY_CHANGED')) {
        // The graceful path: show the new odds on the board and in the slip, and ask again.
        lastAttempt.current = null;
        const fresh = error.fields;
        void mutateOdds(
          (current) =>
            current && {
              ...current,
              markets: current.markets.map((m) =>
                fresh[m.key] ? { ...m, odds: fresh[m.key] ?? m.odds } : m,
              ),
            },
        );
        dispatch({ type: 'oddsChanged', items: body.items, fresh });
        return;
      }
      const network = api.failed(error, 'POST /game/bet', 'NETWORK_ERROR');
      if (!network) lastAttempt.current = null;
      const frozen = api.failed(error, 'POST /game/bet', 'ACCOUNT_FROZEN');
      dispatch({ type: 'failed', text: errorText(t, error), canRetry: network, frozen });
    }
  }

  const retry = () => {
    if (lastAttempt.current) void send(lastAttempt.current.body, lastAttempt.current.key);
  };
  return { send, retry };
}
