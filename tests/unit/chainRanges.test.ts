import { describe, expect, it } from 'vitest';
import { createBatchSizes } from '#server/chain/ranges.ts';

describe('the deposit watcher’s log batch sizes (a provider refusing wide ranges)', () => {
  it('halves the refused width, down to one block, and keeps it per chain', () => {
    const sizes = createBatchSizes(500n);
    expect(sizes.size('eth')).toBe(500n);
    expect(sizes.refused('eth', 500n)).toBe(250n);
    // A narrower refused range (the last one, cut at the head) halves that width.
    expect(sizes.refused('eth', 30n)).toBe(15n);
    // A wider one refused later never grows the size.
    expect(sizes.refused('eth', 100n)).toBe(15n);
    expect(sizes.refused('eth', 3n)).toBe(1n);
    expect(sizes.refused('eth', 1n)).toBe(1n);
    expect(sizes.size('eth')).toBe(1n);
    expect(sizes.size('bsc')).toBe(500n);
  });

  it('doubles after enough good reads in a row, never past the configured size', () => {
    const sizes = createBatchSizes(100n, 3);
    sizes.refused('eth', 100n); // 50
    sizes.refused('eth', 50n); // 25
    sizes.succeeded('eth');
    sizes.succeeded('eth');
    expect(sizes.size('eth')).toBe(25n);
    sizes.refused('eth', 25n); // a refusal starts the count again
    sizes.succeeded('eth');
    sizes.succeeded('eth');
    expect(sizes.size('eth')).toBe(12n);
    sizes.succeeded('eth');
    expect(sizes.size('eth')).toBe(24n);
    for (let i = 0; i < 6; i++) sizes.succeeded('eth');
    expect(sizes.size('eth')).toBe(96n);
    for (let i = 0; i < 3; i++) sizes.succeeded('eth');
    expect(sizes.size('eth')).toBe(100n);
    for (let i = 0; i < 9; i++) sizes.succeeded('eth');
    expect(sizes.size('eth')).toBe(100n);
  });
});
