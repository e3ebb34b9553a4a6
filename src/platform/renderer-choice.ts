import type { Renderer } from './url';

// Which of Phaser's renderers draws the game, from the URL's wish and what the browser's WebGL is.
//
// WebGL drawn in software (no GPU, a GPU the browser refuses, a virtual machine or a remote
// desktop) is slower than the Canvas renderer, which such a browser draws in software too and far
// more cheaply: a FreeCell drag at 1280x800 in Chrome on its own software WebGL (SwiftShader) drew
// 11 frames a second with WebGL and 60 with Canvas. So 'auto' takes WebGL only where a GPU draws
// it. A player (or a test) who asks for WebGL there gets it without multisampling, which gave it
// 15 frames a second against 11, and 30 against 15 on Mesa's llvmpipe (where Chrome, told to ignore
// its GPU blocklist as the tests do, draws Canvas through llvmpipe too, at 15); on a GPU,
// multisampling smooths the outlines drawn as shapes.

/** What the browser's WebGL is: none, drawn in software, or drawn by a GPU. */
export type WebglKind = 'none' | 'software' | 'gpu';

/**
 * The renderer to run and, for WebGL, whether its context multisamples and whether it was asked for
 * (asked, a WebGL that fails at boot is reported; by default Phaser falls back to Canvas quietly).
 */
export type RendererChoice =
  | { readonly renderer: 'canvas' }
  | { readonly renderer: 'webgl'; readonly antialias: boolean; readonly asked: boolean };

/**
 * Renderer names of WebGL drawn on the CPU: Mesa's llvmpipe, softpipe and lavapipe, Google's
 * SwiftShader (Chrome's fallback), Microsoft's Basic Render Driver and WARP, Apple's software renderer.
 */
const SOFTWARE_RENDERER =
  /llvmpipe|softpipe|lavapipe|swiftshader|software rasterizer|basic render driver|microsoft warp|apple software renderer/i;

/** Whether a WebGL renderer's name (its unmasked name where the browser gives it) is a software one. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE_RENDERER.test(name);
}

/** The renderer for the URL's wish on a browser whose WebGL is `webgl`. */
export function chooseRenderer(wish: Renderer, webgl: WebglKind): RendererChoice {
  if (wish === 'canvas' || webgl === 'none') return { renderer: 'canvas' };
  if (wish === 'webgl') return { renderer: 'webgl', antialias: webgl === 'gpu', asked: true };
  return webgl === 'gpu' ? { renderer: 'webgl', antialias: true, asked: false } : { renderer: 'canvas' };
}

/**
 * What this browser's WebGL is, from a throwaway context's renderer name. A browser that hides the
 * name (privacy settings) is taken to draw on a GPU, as before this check.
 */
export function probeWebgl(): WebglKind {
  let gl: WebGLRenderingContext | WebGL2RenderingContext | null = null;
  try {
    const c = document.createElement('canvas');
    gl = c.getContext('webgl2') ?? c.getContext('webgl');
    if (!gl) return 'none';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
    return typeof name === 'string' && isSoftwareRenderer(name) ? 'software' : 'gpu';
  } catch {
    return gl ? 'gpu' : 'none';
  } finally {
    // Browsers cap live WebGL contexts; the probe's is given back at once.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
