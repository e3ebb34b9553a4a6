import type * as Phaser from 'phaser';

/**
 * A touch, or the mouse's main button. The others (right, middle, back and forward) press no
 * button and play no card, and pressed or let go during a drag they leave it going: the game
 * turns off the browser's menu on the canvas, so a right click would otherwise act as a tap.
 */
export function mainButton(pointer: Phaser.Input.Pointer): boolean {
  return pointer.wasTouch || pointer.button === 0;
}

/**
 * A mouse moving with no button held, where a press or drag thought one down: it was let go where
 * the game did not hear it (outside a portal's frame of another origin, which hears no release).
 */
export function mouseLetGo(pointer: Phaser.Input.Pointer): boolean {
  return !pointer.wasTouch && pointer.buttons === 0;
}
