// Just enough of the Ogg Opus and MP3 layouts to tell, without a decoder, what a file is, how long
// it plays and which tags it carries.

export interface OggOpusInfo {
  /** Samples (at 48 kHz) the decoder drops at the start: the encoder's look-ahead. */
  preSkip: number;
  /** Samples at 48 kHz that play: the last page's granule position less the pre-skip. */
  samples48k: number;
  /** The OpusTags comments, "key=value". */
  comments: string[];
}

/** Reads an Ogg Opus stream's header, comments and length; throws where it is not one. */
export function readOggOpus(bytes: Buffer): OggOpusInfo {
  const pages: { granule: bigint; body: Buffer }[] = [];
  for (let at = 0; at < bytes.length; ) {
    if (bytes.toString('ascii', at, at + 4) !== 'OggS') throw new Error(`no Ogg page at byte ${at}`);
    const segments = bytes[at + 26] ?? 0;
    const table = bytes.subarray(at + 27, at + 27 + segments);
    const size = table.reduce((n, s) => n + s, 0);
    const start = at + 27 + segments;
    pages.push({ granule: bytes.readBigInt64LE(at + 6), body: bytes.subarray(start, start + size) });
    at = start + size;
  }
  const head = pages[0]?.body;
  const tags = pages[1]?.body;
  if (head?.toString('ascii', 0, 8) !== 'OpusHead') throw new Error('the first Ogg packet is not OpusHead');
  if (tags?.toString('ascii', 0, 8) !== 'OpusTags') throw new Error('the second Ogg packet is not OpusTags');
  const preSkip = head.readUInt16LE(10);
  const vendor = tags.readUInt32LE(8);
  let at = 12 + vendor;
  const count = tags.readUInt32LE(at);
  at += 4;
  const comments: string[] = [];
  for (let k = 0; k < count; k++) {
    const length = tags.readUInt32LE(at);
    comments.push(tags.toString('utf8', at + 4, at + 4 + length));
    at += 4 + length;
  }
  const last = pages[pages.length - 1]?.granule ?? 0n;
  return { preSkip, samples48k: Number(last) - preSkip, comments };
}

export interface Mp3Info {
  sampleRate: number;
  mono: boolean;
  kbps: number;
  /** The samples that play: frames x 1152 less the encoder delay and padding from the LAME tag. */
  samples: number;
  /** The ID3v2 tag's TXXX frames, description to value. */
  userTags: Record<string, string>;
}

const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG1_RATES = [44100, 48000, 32000];

/** Reads an MPEG-1 Layer III file's ID3v2.3 tag and its Xing/Info and LAME headers; throws where it has none. */
export function readMp3(bytes: Buffer): Mp3Info {
  if (bytes.toString('ascii', 0, 3) !== 'ID3') throw new Error('no ID3v2 tag');
  const tagSize = [6, 7, 8, 9].reduce((n, i) => n * 128 + (bytes[i] ?? 0), 0);
  const userTags: Record<string, string> = {};
  for (let at = 10; at + 10 <= 10 + tagSize && bytes[at] !== 0; ) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32BE(at + 4);
    if (id === 'TXXX') {
      // Encoding byte, then description and value separated by a zero (ISO-8859-1).
      const [key = '', value = ''] = bytes.toString('latin1', at + 11, at + 10 + size).split('\0');
      userTags[key] = value.replace(/\0+$/, '');
    }
    at += 10 + size;
  }
  const frame = 10 + tagSize;
  const b1 = bytes[frame + 1] ?? 0;
  const b2 = bytes[frame + 2] ?? 0;
  const b3 = bytes[frame + 3] ?? 0;
  if (bytes[frame] !== 0xff || (b1 & 0xfe) !== 0xfa) throw new Error('no MPEG-1 Layer III frame after the tag');
  const mono = b3 >> 6 === 3;
  const xing = frame + 4 + (mono ? 17 : 32);
  const marker = bytes.toString('ascii', xing, xing + 4);
  if (marker !== 'Info' && marker !== 'Xing') throw new Error('no Xing/Info header: the length is unknown');
  const flags = bytes.readUInt32BE(xing + 4);
  if (!(flags & 1)) throw new Error('the Xing header has no frame count');
  const frames = bytes.readUInt32BE(xing + 8);
  const lame = xing + 8 + 4 + (flags & 2 ? 4 : 0) + (flags & 4 ? 100 : 0) + (flags & 8 ? 4 : 0);
  // The LAME tag: 9 bytes of encoder name, then 12 bytes, then delay and padding as two 12-bit numbers.
  const d = lame + 21;
  const delay = ((bytes[d] ?? 0) << 4) | ((bytes[d + 1] ?? 0) >> 4);
  const padding = (((bytes[d + 1] ?? 0) & 0x0f) << 8) | (bytes[d + 2] ?? 0);
  return {
    sampleRate: MPEG1_RATES[(b2 >> 2) & 3] ?? 0,
    mono,
    kbps: MPEG1_KBPS[b2 >> 4] ?? 0,
    samples: frames * 1152 - delay - padding,
    userTags,
  };
}
