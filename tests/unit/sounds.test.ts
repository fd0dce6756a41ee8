/**
 * The round screen's sounds (`src/client/sounds.ts`): off until switched on, the switch
 * remembered, silent when off or hidden, and soft tones with an envelope when on. The Web Audio
 * API is a fake here: the test checks what is scheduled, not what a speaker does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeParam {
  readonly calls: { method: string; value: number; time: number }[] = [];
  setValueAtTime(value: number, time: number) {
    this.calls.push({ method: 'set', value, time });
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.calls.push({ method: 'linear', value, time });
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    this.calls.push({ method: 'exponential', value, time });
  }
}

class FakeNode {
  readonly connections: FakeNode[] = [];
  connect(destination: FakeNode) {
    this.connections.push(destination);
    return destination;
  }
}

class FakeOscillator extends FakeNode {
  type: OscillatorType = 'sine';
  readonly frequency = new FakeParam();
  started = -1;
  stopped = -1;
  start(when: number) {
    this.started = when;
  }
  stop(when: number) {
    this.stopped = when;
  }
}

class FakeGain extends FakeNode {
  readonly gain = new FakeParam();
}

class FakeAudioContext {
  state: AudioContextState = 'running';
  currentTime = 10;
  readonly destination = new FakeNode();
  readonly oscillators: FakeOscillator[] = [];
  readonly gains: FakeGain[] = [];
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    const oscillator = new FakeOscillator();
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createGain() {
    const gain = new FakeGain();
    this.gains.push(gain);
    return gain;
  }
}

/** A fresh sounds module over a fresh in-memory localStorage holding `stored`. */
async function loadSounds(stored: Record<string, string> = {}) {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  // A package is not re-imported by resetModules: its test storage is emptied instead.
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  for (const [key, value] of Object.entries(stored)) persistent.setTestStorageKey(key, value);
  const sounds = await import('#client/sounds.ts');
  const fake = new FakeAudioContext();
  const made = vi.fn(() => fake);
  sounds.setAudioContextFactory(made);
  return { sounds, fake, made, storage: () => ({ ...persistent.getTestStorage() }) };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sound switch', () => {
  it('is off for a player who never touched it', async () => {
    const { sounds } = await loadSounds();
    expect(sounds.$soundOn.get()).toBe(false);
  });

  it('is remembered in localStorage, so the next page starts with the sounds on', async () => {
    const first = await loadSounds();
    first.sounds.setSoundOn(true);
    expect(first.storage()).toEqual({ sound: 'yes' });

    const next = await loadSounds(first.storage());
    expect(next.sounds.$soundOn.get()).toBe(true);
  });

  it('turned off, is remembered off', async () => {
    const { sounds, storage } = await loadSounds({ sound: 'yes' });
    sounds.setSoundOn(false);
    const next = await loadSounds(storage());
    expect(next.sounds.$soundOn.get()).toBe(false);
  });

  it('turned on, makes the AudioContext (the click is the gesture browsers wait for) and plays a tick', async () => {
    const { sounds, fake, made } = await loadSounds();
    sounds.setSoundOn(true);
    expect(made).toHaveBeenCalledTimes(1);
    expect(fake.oscillators).toHaveLength(1);
  });
});

describe('play', () => {
  it('does nothing while the sounds are off', async () => {
    const { sounds, fake } = await loadSounds();
    sounds.unlockSound();
    expect(sounds.play('win')).toBe(false);
    expect(fake.oscillators).toEqual([]);
  });

  it('does nothing before a gesture made the AudioContext', async () => {
    const { sounds, made } = await loadSounds({ sound: 'yes' });
    expect(sounds.play('win')).toBe(false);
    expect(made).not.toHaveBeenCalled();
  });

  it('does nothing when the browser refuses an AudioContext', async () => {
    const { sounds } = await loadSounds({ sound: 'yes' });
    sounds.setAudioContextFactory(() => {
      throw new Error('no audio');
    });
    sounds.unlockSound();
    expect(sounds.play('closed')).toBe(false);
  });

  it('does nothing while the page is hidden', async () => {
    const { sounds, fake } = await loadSounds({ sound: 'yes' });
    sounds.unlockSound();
    vi.stubGlobal('document', { hidden: true });
    expect(sounds.play('draw')).toBe(false);
    expect(fake.oscillators).toEqual([]);
  });

  it('does not queue a cue on a suspended context, where it would sound at some later tap', async () => {
    const { sounds, fake } = await loadSounds({ sound: 'yes' });
    sounds.unlockSound();
    fake.state = 'suspended';
    expect(sounds.play('win')).toBe(false);
    expect(fake.oscillators).toEqual([]);
  });

  it('when on, schedules a two-note chime for a win, each note rising and falling softly', async () => {
    const { sounds, fake } = await loadSounds({ sound: 'yes' });
    sounds.unlockSound();
    expect(sounds.play('win')).toBe(true);

    expect(fake.oscillators).toHaveLength(2);
    const [low, high] = fake.oscillators.map((o) => o.frequency.calls[0]?.value ?? 0);
    expect(low).toBeLessThan(high ?? 0);
    for (const [i, oscillator] of fake.oscillators.entries()) {
      const gain = fake.gains[i];
      expect(oscillator.connections).toEqual([gain]);
      expect(gain?.connections).toEqual([fake.destination]);
      expect(oscillator.started).toBeGreaterThanOrEqual(fake.currentTime);
      expect(oscillator.stopped).toBeGreaterThan(oscillator.started);
      const levels = gain?.gain.calls ?? [];
      // Starts and ends near silence (no click), and never louder than 0.2 of full scale.
      expect(levels[0]).toMatchObject({ method: 'set', time: oscillator.started });
      expect(levels[0]?.value).toBeLessThan(0.001);
      expect(levels.at(-1)).toMatchObject({ method: 'exponential' });
      expect(levels.at(-1)?.value).toBeLessThan(0.001);
      expect(Math.max(...levels.map((l) => l.value))).toBeLessThanOrEqual(0.2);
      expect(levels.at(-1)?.time).toBeLessThanOrEqual(oscillator.stopped);
    }
  });

  it('when on, plays one note for betting closed and one for the draw, lower for closed', async () => {
    const { sounds, fake } = await loadSounds({ sound: 'yes' });
    sounds.unlockSound();
    expect(sounds.play('closed')).toBe(true);
    expect(sounds.play('draw')).toBe(true);
    const [closed, draw] = fake.oscillators.map((o) => o.frequency.calls[0]?.value ?? 0);
    expect(fake.oscillators).toHaveLength(2);
    expect(closed).toBeLessThan(draw ?? 0);
  });
});
