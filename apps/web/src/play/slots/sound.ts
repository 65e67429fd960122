import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * The machine's sounds, made on the fly with the Web Audio API: a few oscillator notes
 * each, so the page downloads no audio file and needs no licence for one. Nothing plays
 * until the player turns sound on, and the context is created by that press: browsers
 * only let a page start sound from a gesture.
 */

interface Note {
  /** Hz at the start (and at the end, when `to` is given: a sweep). */
  freq: number;
  to?: number;
  type: OscillatorType;
  /** Seconds after the sound starts. */
  at: number;
  dur: number;
  gain: number;
}

const note = (
  freq: number,
  at: number,
  dur: number,
  gain = 0.12,
  type: OscillatorType = 'triangle',
) => ({
  freq,
  at,
  dur,
  gain,
  type,
});

// C major, in Hz: the chime and the fanfare are arpeggios of it.
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const E6 = 1318.5;
const G6 = 1568;

const SOUNDS = {
  /** A reel's teeth passing, repeated while reels spin. */
  tick: [note(1500, 0, 0.025, 0.03, 'square')],
  /** A reel landing: a soft thud with a click. */
  stop: [{ ...note(190, 0, 0.16, 0.3, 'sine'), to: 55 }, note(900, 0, 0.035, 0.05, 'square')],
  /** A win: a quick rising arpeggio. */
  chime: [note(C6, 0, 0.18), note(E6, 0.08, 0.18), note(G6, 0.16, 0.3)],
  /** A big win or the jackpot: a short brass-like fanfare and its chord. */
  fanfare: [
    note(C5, 0, 0.16, 0.1, 'sawtooth'),
    note(E5, 0.14, 0.16, 0.1, 'sawtooth'),
    note(G5, 0.28, 0.16, 0.1, 'sawtooth'),
    note(C6, 0.42, 0.7, 0.1, 'sawtooth'),
    note(E5, 0.42, 0.7, 0.06),
    note(G5, 0.42, 0.7, 0.06),
  ],
} satisfies Record<string, Note[]>;

export type SoundName = keyof typeof SOUNDS;

type AudioCtor = typeof AudioContext;

let context: AudioContext | null = null;
let output: GainNode | null = null;

function audio(): { ctx: AudioContext; out: GainNode } | null {
  if (!context) {
    const Ctor: AudioCtor | undefined =
      window.AudioContext ?? (window as { webkitAudioContext?: AudioCtor }).webkitAudioContext;
    if (!Ctor) return null;
    context = new Ctor();
    // One master level under 1: notes that overlap (the fanfare's chord) never clip.
    output = context.createGain();
    output.gain.value = 0.6;
    output.connect(context.destination);
  }
  if (context.state === 'suspended') void context.resume();
  return output ? { ctx: context, out: output } : null;
}

function play(name: SoundName) {
  const a = audio();
  if (!a) return;
  const start = a.ctx.currentTime + 0.01;
  for (const n of SOUNDS[name] as Note[]) {
    const t = start + n.at;
    const osc = a.ctx.createOscillator();
    const env = a.ctx.createGain();
    osc.type = n.type;
    osc.frequency.setValueAtTime(n.freq, t);
    if (n.to) osc.frequency.exponentialRampToValueAtTime(n.to, t + n.dur);
    // A fast attack and an exponential fade: no click at either end of the note.
    env.gain.setValueAtTime(0.0001, t);
    env.gain.exponentialRampToValueAtTime(n.gain, t + 0.008);
    env.gain.exponentialRampToValueAtTime(0.0001, t + n.dur);
    osc.connect(env).connect(a.out);
    osc.start(t);
    osc.stop(t + n.dur + 0.02);
  }
}

/**
 * `play(name)` when sound is on, nothing when off. `unlock` belongs in the click that turns
 * sound on: it creates (or resumes) the audio context inside the gesture.
 */
export function useSound(on: boolean) {
  const enabled = useRef(on);
  useEffect(() => {
    enabled.current = on;
  }, [on]);
  const sound = useCallback((name: SoundName) => {
    if (enabled.current) play(name);
  }, []);
  const unlock = useCallback(() => void audio(), []);
  return useMemo(() => ({ play: sound, unlock }), [sound, unlock]);
}
