// The few signal-processing parts the card sounds are built from: seeded noise, biquad filters
// (Robert Bristow-Johnson's cookbook formulas) and envelopes. Everything is plain arithmetic on
// Float64Arrays, so the same code writes the same samples on every machine.

export const SAMPLE_RATE = 44100;

export type Samples = Float64Array;

export const samples = (seconds: number): Samples => new Float64Array(Math.round(seconds * SAMPLE_RATE));

export const toIndex = (seconds: number): number => Math.round(seconds * SAMPLE_RATE);

/** A small seeded generator (mulberry32), uniform in [-1, 1), so the output is reproducible. */
export function noiseSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

type FilterKind = 'lowpass' | 'highpass' | 'bandpass';

/**
 * A second-order filter whose corner can move while it runs (a sweep is a card sliding faster or
 * slower). Direct form I, which stays well-behaved when the coefficients change every sample.
 */
export class Biquad {
  private b0 = 0;
  private b1 = 0;
  private b2 = 0;
  private a1 = 0;
  private a2 = 0;
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;

  constructor(
    private readonly kind: FilterKind,
    freq: number,
    private readonly q = Math.SQRT1_2,
  ) {
    this.tune(freq);
  }

  /** Sets the corner (low/high-pass) or centre (band-pass, 0 dB at the centre) in Hz. */
  tune(freq: number): void {
    const w0 = (2 * Math.PI * Math.min(freq, SAMPLE_RATE * 0.45)) / SAMPLE_RATE;
    const cos = Math.cos(w0);
    const alpha = Math.sin(w0) / (2 * this.q);
    const a0 = 1 + alpha;
    const [b0, b1, b2] =
      this.kind === 'lowpass'
        ? [(1 - cos) / 2, 1 - cos, (1 - cos) / 2]
        : this.kind === 'highpass'
          ? [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2]
          : [alpha, 0, -alpha];
    this.b0 = b0 / a0;
    this.b1 = b1 / a0;
    this.b2 = b2 / a0;
    this.a1 = (-2 * cos) / a0;
    this.a2 = (1 - alpha) / a0;
  }

  next(x: number): number {
    const y = this.b0 * x + this.b1 * this.x1 + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/** Runs a whole buffer through a filter, in place. */
export function filter(s: Samples, f: Biquad): Samples {
  for (let i = 0; i < s.length; i++) s[i] = f.next(s[i] ?? 0);
  return s;
}

/** Adds `part` into `out` starting at `at` seconds (what runs past the end is dropped). */
export function mix(out: Samples, part: Samples, at: number, gain = 1): void {
  const start = toIndex(at);
  for (let i = 0; i < part.length && start + i < out.length; i++) {
    out[start + i] = (out[start + i] ?? 0) + gain * (part[i] ?? 0);
  }
}

/**
 * The shape of a hit: a rise over `attack` seconds (a quarter sine, so the start has no corner)
 * and an exponential fall with time constant `decay`.
 */
export function hitEnvelope(t: number, attack: number, decay: number): number {
  if (t < 0) return 0;
  const rise = t < attack ? Math.sin((Math.PI / 2) * (t / attack)) : 1;
  return rise * Math.exp(-Math.max(0, t - attack) / decay);
}

/** A raised-cosine hump over 0..1 of a stroke, peaking at `peakAt` (a slide speeding up then stopping). */
export function strokeEnvelope(p: number, peakAt: number): number {
  if (p <= 0 || p >= 1) return 0;
  const x = p < peakAt ? p / peakAt : 1 - (p - peakAt) / (1 - peakAt);
  return 0.5 - 0.5 * Math.cos(Math.PI * x);
}

/** Scales a sound so its loudest sample reaches `peak`: the recipes' gains are only relative. */
export function normalise(s: Samples, peak: number): Samples {
  let max = 0;
  for (const x of s) max = Math.max(max, Math.abs(x));
  if (max > 0) for (let i = 0; i < s.length; i++) s[i] = ((s[i] ?? 0) / max) * peak;
  return s;
}

/** Fades the last `seconds` to exact silence, so a sprite that ends there ends without a click. */
export function fadeOut(s: Samples, seconds: number): Samples {
  const n = Math.min(s.length, toIndex(seconds));
  for (let k = 0; k < n; k++) {
    const i = s.length - n + k;
    s[i] = (s[i] ?? 0) * (0.5 + 0.5 * Math.cos((Math.PI * (k + 1)) / n));
  }
  return s;
}
