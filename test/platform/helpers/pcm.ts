// Reading a PCM WAV and measuring what a listener hears in it: loudness, attack, where the energy
// sits in the spectrum. Small and independent of tools/make-sounds.ts, so the tests measure the
// committed file rather than trusting the code that wrote it.

export interface Pcm {
  sampleRate: number;
  bitsPerSample: number;
  channels: number;
  /** The raw integer samples (channel 0), as stored. */
  ints: Int32Array;
  /** The same scaled to -1..1. */
  samples: Float64Array;
}

/** A canonical 44-byte-header PCM WAV (8-bit unsigned or 16-bit signed), as the script writes it. */
export function readWav(bytes: Buffer): Pcm {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a WAV');
  if (bytes.toString('ascii', 36, 40) !== 'data') throw new Error('unexpected WAV layout');
  const channels = bytes.readUInt16LE(22);
  const sampleRate = bytes.readUInt32LE(24);
  const bitsPerSample = bytes.readUInt16LE(34);
  const frameBytes = (bitsPerSample / 8) * channels;
  const n = bytes.readUInt32LE(40) / frameBytes;
  const ints = new Int32Array(n);
  const samples = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const at = 44 + i * frameBytes;
    ints[i] = bitsPerSample === 16 ? bytes.readInt16LE(at) : (bytes[at] ?? 128) - 128;
    samples[i] = (ints[i] ?? 0) / (bitsPerSample === 16 ? 32768 : 128);
  }
  return { sampleRate, bitsPerSample, channels, ints, samples };
}

export const peak = (s: Float64Array): number => s.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
export const rms = (s: Float64Array): number => Math.sqrt(s.reduce((n, x) => n + x * x, 0) / Math.max(1, s.length));
export const mean = (s: Float64Array): number => s.reduce((n, x) => n + x, 0) / Math.max(1, s.length);
export const decibels = (ratio: number): number => 20 * Math.log10(ratio);

/** The loudest sample in each window of `ms` milliseconds: the envelope an ear follows. */
export function envelope(s: Float64Array, sampleRate: number, ms: number): number[] {
  const w = Math.max(1, Math.round((ms / 1000) * sampleRate));
  const out: number[] = [];
  for (let i = 0; i < s.length; i += w) out.push(peak(s.subarray(i, i + w)));
  return out;
}

/** Milliseconds from the first moment at 10% of the sound's peak to the first at 90%: how sudden it starts. */
export function riseMs(s: Float64Array, sampleRate: number): number {
  const top = peak(s);
  const from = s.findIndex((x) => Math.abs(x) >= 0.1 * top);
  const to = s.findIndex((x) => Math.abs(x) >= 0.9 * top);
  return ((to - from) / sampleRate) * 1000;
}

/** Power spectrum (|X|², bins 0..N/2) of the signal zero-padded to a power of two, by an in-place radix-2 FFT. */
export function powerSpectrum(s: Float64Array): Float64Array {
  let n = 1;
  while (n < s.length) n *= 2;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  re.set(s);
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
      [im[i], im[j]] = [im[j] ?? 0, im[i] ?? 0];
    }
  }
  for (let len = 2; len <= n; len *= 2) {
    const angle = (-2 * Math.PI) / len;
    for (let i = 0; i < n; i += len) {
      for (let k = 0; k < len / 2; k++) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = i + k;
        const b = a + len / 2;
        const xr = (re[b] ?? 0) * wr - (im[b] ?? 0) * wi;
        const xi = (re[b] ?? 0) * wi + (im[b] ?? 0) * wr;
        re[b] = (re[a] ?? 0) - xr;
        im[b] = (im[a] ?? 0) - xi;
        re[a] = (re[a] ?? 0) + xr;
        im[a] = (im[a] ?? 0) + xi;
      }
    }
  }
  const power = new Float64Array(n / 2 + 1);
  for (let k = 0; k <= n / 2; k++) power[k] = (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
  return power;
}

/** The share (0..1) of a sound's energy between `fromHz` and `toHz`. */
export function energyShare(s: Float64Array, sampleRate: number, fromHz: number, toHz = sampleRate / 2): number {
  const power = powerSpectrum(s);
  const hzPerBin = sampleRate / 2 / (power.length - 1);
  let inBand = 0;
  let total = 0;
  power.forEach((p, k) => {
    total += p;
    if (k * hzPerBin >= fromHz && k * hzPerBin < toHz) inBand += p;
  });
  return total > 0 ? inBand / total : 0;
}

/** The share of the energy in the loudest 1% of spectrum bins: near 1 for a tone, small for noise. */
export function tonalShare(s: Float64Array): number {
  const power = [...powerSpectrum(s)].sort((a, b) => b - a);
  const total = power.reduce((n, p) => n + p, 0);
  const top = power.slice(0, Math.max(1, Math.round(power.length / 100))).reduce((n, p) => n + p, 0);
  return total > 0 ? top / total : 0;
}

/** The frequency (Hz) of the loudest spectrum bin. */
export function loudestHz(s: Float64Array, sampleRate: number): number {
  const power = powerSpectrum(s);
  let best = 0;
  power.forEach((p, k) => {
    if (p > (power[best] ?? 0)) best = k;
  });
  return (best * sampleRate) / 2 / (power.length - 1);
}

/**
 * How many separate hits a sound has: rises of its 2 ms loudness (RMS) to above `floor` of the
 * loudest moment and to at least twice the quietest point since the last hit, which must first
 * have fallen below a third of its own height (a decay is one hit, however ragged).
 */
export function countHits(s: Float64Array, sampleRate: number, floor = 0.2): number {
  const w = Math.round(0.002 * sampleRate);
  const env: number[] = [];
  for (let i = 0; i < s.length; i += w) env.push(rms(s.subarray(i, i + w)));
  const top = Math.max(...env);
  let hits = 0;
  let inHit = false;
  let height = 0;
  let low = 0;
  for (const e of env) {
    if (inHit) {
      height = Math.max(height, e);
      if (e < height / 3) {
        inHit = false;
        low = e;
      }
    } else {
      low = Math.min(low, e);
      if (e >= floor * top && e >= 2 * low) {
        hits++;
        inHit = true;
        height = e;
      }
    }
  }
  return hits;
}
