import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { noiseSource, SAMPLE_RATE, type Samples } from './dsp';

// From samples to files: a 16-bit WAV written here byte by byte, and the two compressed copies the
// game ships (Ogg Opus, MP3) made from that WAV by ffmpeg. Each compressed copy carries the SHA-256
// of the WAV's samples in a tag, so a test without ffmpeg can still tell a stale copy.

/** Where each sound sits: [first sample, sample count]. Everything outside them is silence. */
export type Span = readonly [start: number, length: number];

/**
 * Samples to 16-bit integers. Inside a sound, TPDF dither (the sum of two uniform values, one step
 * wide in all) turns the rounding error into a steady noise 96 dB down instead of distortion that
 * follows the decays; the silence between sounds stays exact zeros.
 */
export function quantise16(pcm: Samples, spans: readonly Span[], seed: number): Int16Array {
  const out = new Int16Array(pcm.length);
  const dither = noiseSource(seed);
  for (const [start, length] of spans) {
    for (let i = start; i < start + length; i++) {
      const v = (pcm[i] ?? 0) * 32767 + (dither() + dither()) / 2;
      out[i] = Math.max(-32768, Math.min(32767, Math.round(v)));
    }
  }
  return out;
}

/** A mono 16-bit PCM WAV. */
export function encodeWav16(pcm: Int16Array): Uint8Array {
  const dataBytes = pcm.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) bytes[at + i] = s.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  pcm.forEach((x, i) => {
    view.setInt16(44 + 2 * i, x, true);
  });
  return bytes;
}

/** The fingerprint the compressed files carry: SHA-256 of the WAV's sample bytes, in hex. */
export function pcmFingerprint(wav: Uint8Array): string {
  return createHash('sha256').update(wav.subarray(44)).digest('hex');
}

/** The tag name each compressed file keeps the fingerprint under. */
export const FINGERPRINT_TAG = 'pcm_sha256';

/**
 * The compressed copies and how each is made. Opus at 48 kbit/s in 10 ms frames keeps every band of
 * the slides and taps within half a decibel of the WAV (at 40 kbit/s it drops 2 to 3 dB above 4 kHz
 * on the short taps); MP3 at 64 kbit/s keeps them as well, low-passing at about 16 kHz where the
 * sounds have next to nothing. `bitexact` leaves out the encoder's version string and gives the Ogg
 * stream a fixed serial number instead of a random one, so the same WAV gives the same bytes.
 */
export const COMPRESSED = {
  ogg: [
    '-c:a',
    'libopus',
    '-b:a',
    '48k',
    '-vbr',
    'on',
    '-compression_level',
    '10',
    '-application',
    'audio',
    '-frame_duration',
    '10',
  ],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-write_xing', '1', '-id3v2_version', '3'],
} as const;
export type CompressedFormat = keyof typeof COMPRESSED;

/** Whether ffmpeg can be run here (it is needed only to regenerate the compressed files). */
export function hasFfmpeg(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Encodes the WAV at `wavPath` to `outPath` in `format`, tagged with the fingerprint. */
export function encodeCompressed(
  wavPath: string,
  outPath: string,
  format: CompressedFormat,
  fingerprint: string,
): void {
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', wavPath, '-map_metadata', '-1'],
      ...COMPRESSED[format],
      ...['-metadata', `${FINGERPRINT_TAG}=${fingerprint}`, '-fflags', '+bitexact', '-flags:a', '+bitexact'],
      outPath,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** Decodes any audio file to mono float samples at 44.1 kHz through ffmpeg (for checks, not the game). */
export function decodeWithFfmpeg(path: string): Float32Array {
  const raw = execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-i', path, '-f', 'f32le', '-ac', '1', '-ar', String(SAMPLE_RATE), '-'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
}
