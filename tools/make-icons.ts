/**
 * Renders the game's icons from public/icon.svg (drawn by hand) with the project's Chromium: the PNG
 * icons of the web app manifest, the maskable icon (the felt to the edges), the Apple touch icon and
 * public/favicon.ico (16, 32 and 48 px PNGs in one ICO file, which may hold PNGs as they are).
 *
 *   npm run icons    (rewrites public/icons/*.png and public/favicon.ico; see assets/README.md)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO } from './browser/build';
import { launchChromium } from './browser/chromium';

const PUBLIC = join(REPO, 'public');

/** An ICO file of PNG images (the format allows PNG entries since Windows Vista; every browser reads them). */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function main(): Promise<void> {
  const svg = await readFile(join(PUBLIC, 'icon.svg'), 'utf8');
  // The maskable icon: the felt fills the square (no rounded corners): the platform cuts its own shape.
  const maskable = svg.replace('rx="96"', 'rx="0"');
  const browser = await launchChromium();
  const page = await browser.newPage();
  const render = async (source: string, size: number): Promise<Buffer> => {
    await page.setViewportSize({ width: size, height: size });
    const data = Buffer.from(source).toString('base64');
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${data}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.waitForFunction(() => document.images[0]?.complete === true);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  const out: [string, Buffer][] = [
    ['icons/icon-192.png', await render(svg, 192)],
    ['icons/icon-512.png', await render(svg, 512)],
    ['icons/maskable-512.png', await render(maskable, 512)],
    ['icons/apple-touch-icon.png', await render(maskable, 180)],
  ];
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, png: await render(svg, size) });
  out.push(['favicon.ico', icoOf(small)]);
  await browser.close();
  for (const [file, data] of out) {
    await writeFile(join(PUBLIC, file), data);
    process.stdout.write(`${file}  ${data.length} bytes\n`);
  }
}

if (process.argv[1]?.endsWith('make-icons.ts')) await main();
