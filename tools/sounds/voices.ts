import { Biquad, hitEnvelope, noiseSource, SAMPLE_RATE, type Samples, samples, strokeEnvelope } from './dsp';

// The three things a card makes a sound with: sliding over the cloth or another card (a band of
// noise whose pitch follows the speed), hitting the table (a very short papery burst with a little
// low body ringing under it), and, for the foundation and the win only, a soft chime.

export interface Slide {
  seconds: number;
  /** Band centre at the start and at the end, Hz: rising sounds like lifting, falling like pulling back. */
  fromHz: number;
  toHz: number;
  /** Width of the band: about 1 is a broad, soft rustle. */
  q: number;
  /** Where in the stroke (0..1) it is loudest. */
  peakAt: number;
  seed: number;
}

/** Card on cloth: noise through a band-pass that sweeps, under a smooth hump of loudness. */
export function slide(p: Slide): Samples {
  const out = samples(p.seconds);
  const noise = noiseSource(p.seed);
  const band = new Biquad('bandpass', p.fromHz, p.q);
  // A second, gentler band an octave up gives the rustle some air without a hiss.
  const air = new Biquad('bandpass', p.fromHz * 2, p.q * 0.8);
  const soften = new Biquad('lowpass', 9000);
  for (let i = 0; i < out.length; i++) {
    const x = i / out.length;
    const hz = p.fromHz * (p.toHz / p.fromHz) ** x;
    band.tune(hz);
    air.tune(hz * 2);
    const n = noise();
    out[i] = soften.next(band.next(n) + 0.35 * air.next(n)) * strokeEnvelope(x, p.peakAt);
  }
  return out;
}

export interface Tap {
  /** Centre of the papery burst, Hz: higher is crisper. */
  brightHz: number;
  /** How fast the burst dies, seconds (time constant). */
  decay: number;
  /** The low resonance of card on table: its pitch, how long it rings (time constant) and its peak against the burst's (0 for none). */
  bodyHz: number;
  bodyRing: number;
  body: number;
  seed: number;
}

const peakOf = (s: Samples): number => s.reduce((m, x) => Math.max(m, Math.abs(x)), 0);

/**
 * Card on table: under a millisecond of rise, a few milliseconds of paper, and the table's short
 * low ring. The ring is a resonator struck once by the first 1.5 ms of the same noise and left to
 * ring out on its own: a smooth knock, where a sine would be a drum and filtered noise a rumble.
 */
export function tap(p: Tap): Samples {
  const length = Math.round(Math.max(0.03, p.decay * 9, p.bodyRing * 7) * SAMPLE_RATE);
  const paperPart = new Float64Array(length);
  const bodyPart = new Float64Array(length);
  const noise = noiseSource(p.seed);
  const paper = new Biquad('bandpass', p.brightHz, 0.9);
  const crack = new Biquad('highpass', p.brightHz * 1.6);
  const soften = new Biquad('lowpass', 8000);
  // A band-pass of quality Q rings with time constant Q / (pi f).
  const body = new Biquad('bandpass', p.bodyHz, Math.PI * p.bodyHz * p.bodyRing);
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    const n = noise();
    // The crack is the first instant of contact only; the paper rings a little longer.
    const burst = hitEnvelope(t, 0.0006, p.decay);
    const edge = hitEnvelope(t, 0.0003, p.decay * 0.35);
    paperPart[i] = soften.next(paper.next(n) * burst + 0.3 * crack.next(n) * edge);
    bodyPart[i] = body.next(n * hitEnvelope(t, 0.0003, 0.0015));
  }
  const bodyGain = p.body > 0 ? (p.body * peakOf(paperPart)) / Math.max(1e-12, peakOf(bodyPart)) : 0;
  return paperPart.map((x, i) => x + bodyGain * (bodyPart[i] ?? 0));
}

/** A struck glass-like tone: a sine with two quieter, faster-dying overtones, soft at the start. */
export function chime(freq: number, decay: number, seconds: number): Samples {
  const out = samples(seconds);
  const partials = [
    { ratio: 1, gain: 1, decay },
    { ratio: 2, gain: 0.22, decay: decay * 0.5 },
    { ratio: 3, gain: 0.07, decay: decay * 0.3 },
  ];
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    let v = 0;
    for (const k of partials) v += k.gain * hitEnvelope(t, 0.003, k.decay) * Math.sin(2 * Math.PI * freq * k.ratio * t);
    out[i] = v;
  }
  return out;
}
