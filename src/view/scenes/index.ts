import * as Phaser from 'phaser';
import { BootScene } from './boot-scene';
import { TableScene } from './table-scene';
import { WinScene } from './win-scene';

// The scenes of the game, the boot scene first. The menu scene (src/view/scenes/menu-scene.ts,
// the platform's) is registered when its file exists: import.meta.glob finds it at build time and
// finds nothing, without failing, before it lands. Its first exported class is taken as the scene.

type SceneClass = new () => Phaser.Scene;

function menuScenes(): SceneClass[] {
  const found = import.meta.glob<Record<string, unknown>>('./menu-scene.ts', { eager: true });
  const out: SceneClass[] = [];
  for (const mod of Object.values(found)) {
    const cls = Object.values(mod).find(
      (v): v is SceneClass =>
        typeof v === 'function' && (v as { prototype: unknown }).prototype instanceof Phaser.Scene,
    );
    if (cls) out.push(cls);
  }
  return out;
}

export function sceneList(): SceneClass[] {
  return [BootScene, ...menuScenes(), TableScene, WinScene];
}
