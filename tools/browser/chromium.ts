/**
 * Debian's chromium driven by playwright-core (no browser download). `.ci/install-browser.sh` installs it.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Launches headless chromium; `extraArgs` e.g. to tune frame pacing in the bench. WebGL runs on
 * Chrome's SwiftShader unless `gl` asks for Mesa's llvmpipe (LLVMPIPE_ARGS).
 */
export async function launchChromium(
  extraArgs: readonly string[] = [],
  gl: SoftwareGl = 'swiftshader',
): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} not found: run .ci/install-browser.sh (apt-get install -y chromium)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(gl === 'llvmpipe' ? LLVMPIPE_ARGS : []), ...extraArgs],
  });
}

/**
 * WebGL on Mesa's llvmpipe instead of Chrome's own SwiftShader: both draw in software here, but
 * llvmpipe uses every core and draws the table several times faster (a 30-step drag of a card:
 * 3.3 s against 24.4 s on the loaded machine of 2026-12-01). It needs Mesa (libegl-mesa0 and
 * libgl1-mesa-dri), and it slows Canvas pages (their 2D canvas then runs on it too), so it is for
 * WebGL runs only; `launchChromiumGl` checks that it got it.
 */
export const LLVMPIPE_ARGS: readonly string[] = ['--ignore-gpu-blocklist', '--use-gl=angle', '--use-angle=gl-egl'];

export type SoftwareGl = 'llvmpipe' | 'swiftshader';

/** What a page's WebGL runs on (the unmasked renderer string), or null without WebGL. */
export async function webglRenderer(browser: Browser): Promise<string | null> {
  const page = await browser.newPage();
  try {
    // A string: tsx would wrap a function's inner names in a helper the page lacks.
    return await page.evaluate<string | null>(`(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      if (!gl) return null;
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    })()`);
  } finally {
    await page.close();
  }
}

/**
 * Launches chromium with WebGL on the software GL asked for; where llvmpipe is asked for and not
 * there, on SwiftShader. Says which it got.
 */
export async function launchChromiumGl(
  want: SoftwareGl,
): Promise<{ browser: Browser; gl: SoftwareGl; renderer: string | null }> {
  if (want === 'llvmpipe') {
    const browser = await launchChromium([], 'llvmpipe');
    const renderer = await webglRenderer(browser);
    if (renderer?.includes('llvmpipe')) return { browser, gl: 'llvmpipe', renderer };
    await browser.close();
  }
  const browser = await launchChromium([], 'swiftshader');
  return { browser, gl: 'swiftshader', renderer: await webglRenderer(browser) };
}
