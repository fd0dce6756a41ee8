/**
 * A limit's reset time as the limits page writes it: in the site's time zone, which the periods
 * follow, with that zone named, whatever the viewer's own zone.
 */
import { describe, expect, it } from 'vitest';
import { showZonedTime, zoneName } from '#islands/protection/limitsAndBlocks.ts';

describe('a limit’s reset time', () => {
  it('is the site’s midnight with its zone named, not the viewer’s clock', () => {
    // Midnight in Singapore is 16:00 the day before in UTC: a viewer in UTC would read "4:00 PM".
    expect(showZonedTime('en', '2026-11-25T16:00:00.000Z', 'Asia/Singapore')).toBe(
      'Nov 26, 2026, 12:00 AM GMT+8',
    );
    expect(showZonedTime('fr', '2026-11-25T16:00:00.000Z', 'Asia/Singapore')).toBe(
      '26 nov. 2026, 00:00 UTC+8',
    );
  });

  it('names the zone as the locale writes it', () => {
    expect(zoneName('en', 'UTC', new Date('2026-11-25T00:00:00Z'))).toBe('UTC');
    expect(zoneName('en', 'Asia/Singapore')).toBe('GMT+8');
  });
});
