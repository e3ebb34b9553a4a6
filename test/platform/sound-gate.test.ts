import { describe, expect, it } from 'vitest';
import type { SoundPlayer } from '../../src/platform/audio';
import { GameControl } from '../../src/platform/game-control';
import { SoundGate } from '../../src/platform/sound-gate';

function player() {
  const heard: string[] = [];
  const state = { muted: false };
  const p: SoundPlayer = {
    play: (n) => heard.push(n),
    setMuted: (m) => {
      state.muted = m;
    },
    setVolume: () => {},
  };
  return { p, heard, state };
}

describe('the sound gate', () => {
  it('keeps the player’s mute and the portal’s apart', () => {
    const { p, state } = player();
    const control = new GameControl();
    const gate = new SoundGate(p, control);
    gate.setMuted(true);
    control.mute('portal', true);
    control.mute('portal', false);
    expect(state.muted).toBe(true); // the player's own mute stays
    gate.setMuted(false);
    expect(state.muted).toBe(false);
  });

  it('is silent while held, and while hidden unless the portal drives pause', () => {
    const { p, heard, state } = player();
    const control = new GameControl();
    const gate = new SoundGate(p, control);
    control.setHidden(true);
    gate.play('drop');
    expect(state.muted).toBe(true);
    control.setHidden(false);
    gate.play('pickup');
    control.hold('portal');
    control.release('portal');
    control.setHidden(true);
    expect(state.muted).toBe(false); // the portal pauses itself now
    expect(heard).toEqual(['pickup']);
  });
});
