import type * as Phaser from 'phaser';

/**
 * A touch, or the mouse's main button. The others (right, middle, back and forward) press no
 * button and play no card, and pressed or let go during a drag they leave it going: the game
 * turns off the browser's menu on the canvas, so a right click would otherwise act as a tap.
 */
export function mainButton(pointer: Phaser.Input.Pointer): boolean {
  return pointer.wasTouch || pointer.button === 0;
}
