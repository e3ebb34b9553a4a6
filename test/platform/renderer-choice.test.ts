import { describe, expect, it } from 'vitest';
import { chooseRenderer, isSoftwareRenderer } from '../../src/platform/renderer-choice';

describe('which renderer draws the game', () => {
  it('names WebGL drawn on the CPU as software, and GPUs not', () => {
    for (const name of [
      'ANGLE (Mesa/X.org, llvmpipe (LLVM 15.0.6 256 bits), OpenGL ES 3.2)',
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'softpipe',
      'llvmpipe (LLVM 12.0.0, 256 bits)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple Software Renderer',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(true);
    }
    for (const name of [
      'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple M1',
      'Mali-G78',
      'Adreno (TM) 650',
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Mesa Intel(R) Xe Graphics (TGL GT2)',
      'WebKit WebGL',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(false);
    }
  });

  it('by default takes WebGL with multisampling on a GPU, and Canvas where WebGL is drawn in software or missing', () => {
    expect(chooseRenderer('auto', 'gpu')).toEqual({ renderer: 'webgl', antialias: true, asked: false });
    expect(chooseRenderer('auto', 'software')).toEqual({ renderer: 'canvas' });
    expect(chooseRenderer('auto', 'none')).toEqual({ renderer: 'canvas' });
  });

  it('gives WebGL to who asks for it, without multisampling in software, and Canvas where there is none', () => {
    expect(chooseRenderer('webgl', 'gpu')).toEqual({ renderer: 'webgl', antialias: true, asked: true });
    expect(chooseRenderer('webgl', 'software')).toEqual({ renderer: 'webgl', antialias: false, asked: true });
    expect(chooseRenderer('webgl', 'none')).toEqual({ renderer: 'canvas' });
  });

  it('gives Canvas to who asks for it, whatever the WebGL', () => {
    for (const webgl of ['gpu', 'software', 'none'] as const) {
      expect(chooseRenderer('canvas', webgl)).toEqual({ renderer: 'canvas' });
    }
  });
});
