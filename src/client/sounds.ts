/**
 * The round screen's optional sounds: betting closed, the draw, a win. Short tones made with the
 * Web Audio API (no files to download), off until the player turns them on; the switch is
 * remembered in localStorage (`sound`) across pages and visits. Browsers start audio only after
 * a user gesture, so the AudioContext is made on the switch's click, or on the first tap or key
 * of a page when the sounds were already on.
 */
import { persistentBoolean } from '@nanostores/persistent';

/** True when the player turned the sounds on (stored as `sound=yes`). */
export const $soundOn = persistentBoolean('sound');

export type Cue = 'closed' | 'draw' | 'win';

interface Note {
  /** Pitch in Hz. */
  hz: number;
  /** Start and length in seconds. */
  at: number;
  length: number;
  wave: OscillatorType;
}

/** Each cue's notes: short, soft, distinct from one another. */
const CUES: Record<Cue, readonly Note[]> = {
  // A low blip: the bets are in.
  closed: [{ hz: 330, at: 0, length: 0.18, wave: 'sine' }],
  // A soft tick: the numbers are out.
  draw: [{ hz: 1320, at: 0, length: 0.06, wave: 'triangle' }],
  // A two-note chime, G5 then C6: a win.
  win: [
    { hz: 784, at: 0, length: 0.22, wave: 'triangle' },
    { hz: 1047, at: 0.14, length: 0.4, wave: 'triangle' },
  ],
};

/** The loudest point of a note (full scale is 1): heard, never startling. */
const PEAK_GAIN = 0.15;
/** Exponential ramps cannot reach 0; this is silence to the ear. */
const SILENT = 0.0001;
/** Rise time of each note: a note that starts or stops at full level clicks. */
const ATTACK_S = 0.012;
/** Notes start this far ahead so that the first one's envelope is not cut short. */
const LEAD_S = 0.02;

/** The few Web Audio calls the cues make: the browser's AudioContext has them, a test's fake too. */
interface ToneParam {
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}
interface ToneNode {
  connect(destination: ToneNode): unknown;
}
interface ToneOscillator extends ToneNode {
  type: OscillatorType;
  readonly frequency: ToneParam;
  start(when: number): void;
  stop(when: number): void;
}
export interface ToneContext {
  readonly state: AudioContextState;
  readonly currentTime: number;
  readonly destination: ToneNode;
  resume(): Promise<void>;
  createOscillator(): ToneOscillator;
  createGain(): ToneNode & { readonly gain: ToneParam };
}

type ContextFactory = () => ToneContext;
const browserContext: ContextFactory = () => new AudioContext();
let createContext = browserContext;
let context: ToneContext | undefined;
let refused = false;

/** Replaces how the AudioContext is made (a test's fake) and forgets the current one. */
export function setAudioContextFactory(factory?: ContextFactory): void {
  createContext = factory ?? browserContext;
  context = undefined;
  refused = false;
}

/**
 * Makes (once) and wakes the page's AudioContext. Call it from a user gesture: a context made
 * before one stays silent. Never throws; a browser without Web Audio simply stays quiet.
 */
export function unlockSound(): void {
  if (!context && !refused) {
    try {
      context = createContext();
    } catch {
      refused = true;
    }
  }
  if (context?.state === 'suspended') context.resume().catch(() => undefined);
}

/** Turns the sounds on or off (the switch's click, a gesture); on, it plays a tick to set the level by. */
export function setSoundOn(on: boolean): void {
  $soundOn.set(on);
  if (!on) return;
  unlockSound();
  play('draw');
}

/** A context may only be scheduled on while running, or while the gesture that woke it lasts. */
function usable(audio: ToneContext): boolean {
  if (audio.state === 'running') return true;
  if (audio.state === 'closed') return false;
  // Scheduled on a suspended context, a cue would sound at some later tap, out of place.
  return typeof navigator !== 'undefined' && navigator.userActivation?.isActive === true;
}

function scheduleNote(audio: ToneContext, note: Note, start: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  const begin = start + note.at;
  const end = begin + note.length;
  oscillator.type = note.wave;
  oscillator.frequency.setValueAtTime(note.hz, begin);
  gain.gain.setValueAtTime(SILENT, begin);
  gain.gain.linearRampToValueAtTime(PEAK_GAIN, begin + ATTACK_S);
  gain.gain.exponentialRampToValueAtTime(SILENT, end);
  oscillator.connect(gain);
  gain.connect(audio.destination);
  oscillator.start(begin);
  oscillator.stop(end + 0.01);
}

/**
 * Plays a cue; returns whether it was scheduled. Nothing happens when the sounds are off, the
 * page is hidden, or there is no running AudioContext (no gesture yet, or no Web Audio).
 * @example if (round.state === 'closed') play('closed');
 */
export function play(cue: Cue): boolean {
  if (!$soundOn.get()) return false;
  if (typeof document !== 'undefined' && document.hidden) return false;
  const audio = context;
  if (!audio || !usable(audio)) return false;
  try {
    const start = audio.currentTime + LEAD_S;
    for (const note of CUES[cue]) scheduleNote(audio, note, start);
    return true;
  } catch {
    // Audio is a nicety: a browser that refuses it loses nothing else.
    return false;
  }
}

// With the sounds already on (a later page or visit), the first tap or key of the page makes the
// context, so that the next cue can sound.
if (typeof window !== 'undefined') {
  const onGesture = () => {
    if (!$soundOn.get()) return;
    unlockSound();
    for (const type of ['pointerdown', 'keydown']) window.removeEventListener(type, onGesture, true);
  };
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, onGesture, true);
}
