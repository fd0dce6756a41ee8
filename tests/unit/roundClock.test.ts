import { describe, expect, it } from 'vitest';
import { displayState, formatCountdown, msLeft } from '#islands/games/roundClock.ts';
import type { Round } from '#shared/contract/games.ts';

const round = (state: Round['state']): Round => ({
  id: 1,
  period: '202611210001',
  state,
  opensAt: '2026-11-21T10:00:00.000Z',
  closesAt: '2026-11-21T10:01:00.000Z',
  drawAt: '2026-11-21T10:01:15.000Z',
  seedHash: '0'.repeat(64),
});
const at = (iso: string) => Date.parse(iso);

describe('the round clock', () => {
  it('counts an open round down to its close, a closed or drawing one to its draw', () => {
    expect(msLeft(round('open'), at('2026-11-21T10:00:30.000Z'))).toBe(30_000);
    expect(msLeft(round('closed'), at('2026-11-21T10:01:05.000Z'))).toBe(10_000);
    expect(msLeft(round('drawing'), at('2026-11-21T10:01:05.000Z'))).toBe(10_000);
    expect(msLeft(round('pending'), at('2026-11-21T09:59:50.000Z'))).toBe(10_000);
    expect(msLeft(round('settled'), at('2026-11-21T10:02:00.000Z'))).toBeNull();
    expect(msLeft(null, 0)).toBeNull();
  });

  it('shows "No round" without a round, else the round state', () => {
    expect(displayState(null)).toBe('none');
    expect(displayState(round('closed'))).toBe('closed');
  });

  it('formats whole seconds rounded up, never below zero', () => {
    expect(formatCountdown(75_400)).toBe('1:16');
    expect(formatCountdown(59_000)).toBe('0:59');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
});
