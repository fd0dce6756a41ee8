/**
 * Which win notifications the win toast shows (`src/client/newWins.ts`): a win once per browser,
 * only fresh unread wins, never other kinds.
 */
import { describe, expect, it } from 'vitest';
import { MAX_WIN_TOASTS, newWins, WIN_TOAST_MAX_AGE_MS, type ToastedWins } from '#client/newWins.ts';
import { notification, type Notification } from '#shared/contract/notifications.ts';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1_000).toISOString();

let next = 0;
/** A notification as the API answers it, checked against the contract. */
function note(change: Partial<Notification> = {}): Notification {
  next += 1;
  return notification.parse({
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    kind: 'betWon',
    title: 'You won',
    body: 'Your bets on Fast 3 Classic, round 20261124-0001, won 19.60 USDT.',
    isRead: false,
    createdAt: ago(30),
    ...change,
  });
}

const ids = (list: readonly Notification[]) => list.map((n) => n.id);

describe('new wins', () => {
  it('toasts a fresh unread win the browser has not toasted', () => {
    const win = note();
    expect(ids(newWins([win], null, NOW).show)).toEqual([win.id]);
  });

  it('toasts a win once: what it remembers hides the same win on the next check, page or reload', () => {
    const win = note();
    const first = newWins([win], null, NOW);
    const again = newWins([win], first.remember, NOW + 60_000);
    expect(again.show).toEqual([]);
    expect(again.remember).toEqual(first.remember);
  });

  it('toasts a later win after an earlier one was toasted', () => {
    const earlier = note({ createdAt: ago(120) });
    const { remember } = newWins([earlier], null, NOW);
    const later = note({ createdAt: ago(5) });
    expect(ids(newWins([later, earlier], remember, NOW).show)).toEqual([later.id]);
  });

  it('toasts a second win of the same instant (two lotteries settling together) that was not yet shown', () => {
    const first = note({ createdAt: ago(10) });
    const { remember } = newWins([first], null, NOW);
    const twin = note({ createdAt: ago(10) });
    const result = newWins([twin, first], remember, NOW);
    expect(ids(result.show)).toEqual([twin.id]);
    expect(result.remember).toEqual({ since: ago(10), ids: [first.id, twin.id] });
  });

  it('ignores wins older than ten minutes, such as those of a first visit after a while away', () => {
    const old = note({ createdAt: new Date(NOW - WIN_TOAST_MAX_AGE_MS - 1_000).toISOString() });
    expect(newWins([old], null, NOW)).toEqual({ show: [], remember: null });
  });

  it('ignores a win already read (opened from the list or in another tab)', () => {
    expect(newWins([note({ isRead: true })], null, NOW).show).toEqual([]);
  });

  it('ignores every kind but betWon', () => {
    const others = [
      note({ kind: 'depositCredited' }),
      note({ kind: 'staff' }),
      note({ kind: 'transferReceived' }),
    ];
    expect(newWins(others, null, NOW)).toEqual({ show: [], remember: null });
  });

  it('ignores wins older than the newest one toasted', () => {
    const toasted: ToastedWins = { since: ago(60), ids: ['someone-else'] };
    expect(newWins([note({ createdAt: ago(61) })], toasted, NOW).show).toEqual([]);
  });

  it('shows the newest first, at most three at once, and remembers the newest', () => {
    const wins = [ago(50), ago(10), ago(40), ago(20)].map((createdAt) => note({ createdAt }));
    const { show, remember } = newWins(wins, null, NOW);
    expect(show.map((n) => n.createdAt)).toEqual([ago(10), ago(20), ago(40)]);
    expect(show).toHaveLength(MAX_WIN_TOASTS);
    expect(remember).toEqual({ since: ago(10), ids: [show[0]?.id] });
  });
});
