/**
 * The sound switch (`src/islands/common/SoundSwitch.tsx`) as the server renders it: the server
 * cannot read localStorage, so the switch is "off" and disabled until the island runs, whatever
 * was stored; the hydrated island then shows the stored choice without a mismatch.
 */
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

const messages = { 'betting.soundOn': 'Sound on', 'betting.soundOff': 'Sound off' };

describe('the sound switch, rendered on the server', () => {
  it('is a toggle button saying "Sound off", not pressed, disabled until hydrated, even with the sounds stored on', async () => {
    vi.resetModules();
    const persistent = await import('@nanostores/persistent');
    persistent.useTestStorageEngine();
    persistent.cleanTestStorage();
    persistent.setTestStorageKey('sound', 'yes');
    const { SoundSwitch } = await import('#islands/common/SoundSwitch.tsx');
    // Imported after the reset too, so that the switch and this render share one language context.
    const { renderInIsland } = await import('../support/island.ts');
    const html = renderInIsland(messages, createElement(SoundSwitch));
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('disabled=""');
    expect(html).toContain('Sound off');
    // The speaker drawn crossed out (the off icon), hidden from screen readers.
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>.*M16\.5 9\.5l5 5/);
  });
});
