/**
 * The round screen's optional sounds: betting closed, the draw, a win. Short tones made with the
 * Web Audio API (no files to download), off until the player turns them on; the switch is
 * remembered in localStorage (`sound`) across pages and visits.
 */
import { persistentAtom } from '@nanostores/persistent';

/** 'on' when the player turned the sounds on. */
export const $sound = persistentAtom<'on' | 'off'>('sound', 'off');

export type Cue = 'closed' | 'draw' | 'win';

/** Each cue's notes: frequency in Hz and start and length in seconds. */
const CUES: Record<Cue, readonly { hz: number; at: number; length: number }[]> = {
  // Two falling notes: the bets are in.
  closed: [
    { hz: 660, at: 0, length: 0.14 },
    { hz: 440, at: 0.16, length: 0.2 },
  ],
  // A quick rising run: the numbers are out.
  draw: [
    { hz: 523, at: 0, length: 0.09 },
    { hz: 659, at: 0.09, length: 0.09 },
    { hz: 784, at: 0.18, length: 0.16 },
  ],
  // A bright major arpeggio: a win.
  win: [
    { hz: 523, at: 0, length: 0.12 },
    { hz: 659, at: 0.1, length: 0.12 },
    { hz: 784, at: 0.2, length: 0.12 },
    { hz: 1047, at: 0.3, length: 0.3 },
  ],
};

let context: AudioContext | undefined;

/** Plays a cue if the sounds are on (and the browser allows audio); never throws. */
export function play(cue: Cue): void {
  if ($sound.get() !== 'on' || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime + 0.02;
    for (const note of CUES[cue]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.value = note.hz;
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(0.18, start + note.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + note.length + 0.02);
    }
  } catch {
    // Audio is a nicety: a browser that refuses it loses nothing else.
  }
}

/** Turns the sounds on or off; turning them on plays the draw cue, so the player hears the level. */
export function setSound(on: boolean): void {
  $sound.set(on ? 'on' : 'off');
  if (on) play('draw');
}
