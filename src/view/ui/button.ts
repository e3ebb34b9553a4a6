import type * as Phaser from 'phaser';
import { drawIcon, type IconName } from './icons';
import { mainButton } from './main-button';
import type { TapPoint } from './tap-guard';

export const UI_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif";

/** How a button looks: the usual dark one, the accented first choice, or a quiet one. */
export type ButtonStyle = 'plain' | 'primary' | 'quiet';

const FILL: Readonly<Record<ButtonStyle, number>> = { plain: 0x123b2a, primary: 0x2a6e4d, quiet: 0x3a3a3a };
const PRESSED = 0x2f7a57;
/** Where a long label may break onto a second line (messages-de.ts: "Rück\u00ADgängig"). */
const SOFT_HYPHEN = '\u00AD';

/** Where a button is and what it says, for the automation API (canvas px). */
export interface ButtonInfo {
  /** The same for as long as the button lives, whatever its label says. */
  readonly id?: number;
  readonly label: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly enabled: boolean;
  /** Above the table's dialogs' shade or not (the DOM layer keeps a dialog modal). */
  readonly depth: number;
  /** Does what a tap does. */
  readonly press: () => void;
}

/** Every live button of each scene, so tests and the automation API can find them by label. */
const live = new WeakMap<Phaser.Scene, Set<Button>>();

export function buttonsOf(scene: Phaser.Scene): ButtonInfo[] {
  return [...(live.get(scene) ?? [])].filter((b) => b.shown).map((b) => b.info());
}

/** Buttons made so far in this page: each one's id. */
let buttonsMade = 0;

/**
 * A finger-sized rounded button: a background that takes the pointer, a label, and optionally an
 * icon above the label (the HUD's).
 */
export class Button {
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly hit: Phaser.GameObjects.Zone;
  private readonly iconG: Phaser.GameObjects.Graphics | null;
  /** Made at the first place(), at its font size: made before, it would be measured twice. */
  private text: Phaser.GameObjects.Text | null = null;
  private x = 0;
  private y = 0;
  private w = 0;
  private h = 0;
  private fontPx = 0;
  private enabled = true;
  private pressed = false;
  private visible = true;
  private readonly id = ++buttonsMade;
  /**
   * Where set, a tap it says no to presses nothing (tap-guard.ts): a dialog's buttons, which may
   * open under the finger whose first tap asked the question.
   */
  guard: ((at: TapPoint) => boolean) | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private label: string,
    private readonly onPress: () => void,
    private readonly depth = 5000,
    private readonly style: ButtonStyle = 'plain',
    private icon: IconName | null = null,
  ) {
    this.bg = scene.add.graphics().setDepth(depth);
    this.iconG = icon ? scene.add.graphics().setDepth(depth + 1) : null;
    this.hit = scene.add
      .zone(0, 0, 1, 1)
      .setOrigin(0, 0)
      .setDepth(depth + 2);
    this.hit.setInteractive({ useHandCursor: true });
    this.hit.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      if (!mainButton(pointer) || this.guard?.(pointer) === false) return;
      this.pressed = true;
      this.draw();
    });
    this.hit.on('pointerout', () => {
      this.pressed = false;
      this.draw();
    });
    this.hit.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      if (!mainButton(pointer)) return;
      const was = this.pressed;
      this.pressed = false;
      this.draw();
      if (was) this.press();
    });
    const set = live.get(scene) ?? new Set<Button>();
    live.set(scene, set);
    set.add(this);
    // A restarted scene (every new deal) destroys its game objects but not this registry, which
    // is keyed by the scene object that lives on: without this, each deal's buttons stayed listed
    // (buttons(), the keyboard's focus order and the screen reader's layer) for ever.
    this.hit.once('destroy', () => set.delete(this));
  }

  /** Does what a tap does (keyboard Enter on a focused button, too); nothing when disabled. */
  press(): void {
    if (this.enabled && this.visible) this.onPress();
  }

  /** `fontPx`: the label's size; with an icon, the icon takes the upper part and the label the foot. */
  place(x: number, y: number, w: number, h: number, fontPx: number): void {
    this.x = x;
    this.y = y;
    this.w = w;
    this.h = h;
    this.fontPx = fontPx;
    this.bg.setPosition(x, y);
    this.hit.setPosition(x, y).setSize(w, h);
    if (this.hit.input) this.hit.input.hitArea.setTo(0, 0, w, h);
    const text = this.labelAt(fontPx);
    this.fitLabel(text);
    const withIcon = this.iconG !== null;
    const labelH = text.height * text.scaleY;
    const labelY = withIcon ? y + h - labelH / 2 - h * 0.06 : y + h / 2;
    text.setPosition(x + w / 2, labelY);
    this.drawIconNow();
    this.draw();
  }

  /**
   * The label on one line, shrunk to the button's width; a long word that would shrink below four
   * fifths of its size breaks at its soft hyphen instead ("Rück-/gängig" on a phone's HUD).
   */
  private fitLabel(text: Phaser.GameObjects.Text): void {
    const room = this.w * 0.92;
    text.setText(this.label.replaceAll(SOFT_HYPHEN, '')).setScale(1);
    if (text.width > room && text.width * 0.8 > room && this.label.includes(SOFT_HYPHEN)) {
      text.setText(this.label.replace(SOFT_HYPHEN, '-\n').replaceAll(SOFT_HYPHEN, ''));
    }
    if (text.width > room) text.setScale(room / text.width);
  }

  setLabel(label: string): void {
    if (label === this.label) return;
    this.label = label;
    if (this.text) this.place(this.x, this.y, this.w, this.h, this.fontPx);
  }

  setIcon(icon: IconName): void {
    if (icon === this.icon) return;
    this.icon = icon;
    this.drawIconNow();
  }

  setEnabled(on: boolean): void {
    if (on === this.enabled) return;
    this.enabled = on;
    this.text?.setAlpha(on ? 1 : 0.35);
    this.iconG?.setAlpha(on ? 1 : 0.35);
    this.draw();
  }

  setVisible(on: boolean): void {
    this.visible = on;
    this.bg.setVisible(on);
    this.text?.setVisible(on);
    this.iconG?.setVisible(on);
    this.hit.setVisible(on);
    if (on) this.hit.setInteractive();
    else this.hit.disableInteractive();
  }

  get shown(): boolean {
    return this.visible && this.w > 0;
  }

  /** The button's rectangle in canvas px. */
  get rect(): { x: number; y: number; w: number; h: number } {
    return { x: this.x, y: this.y, w: this.w, h: this.h };
  }

  info(): ButtonInfo {
    return {
      id: this.id,
      label: this.label.replaceAll(SOFT_HYPHEN, ''),
      ...this.rect,
      enabled: this.enabled,
      depth: this.depth,
      press: () => this.press(),
    };
  }

  destroy(): void {
    live.get(this.scene)?.delete(this);
    this.bg.destroy();
    this.hit.destroy();
    this.iconG?.destroy();
    this.text?.destroy();
  }

  /** The label at `fontPx`, made now if this is the first place(). */
  private labelAt(fontPx: number): Phaser.GameObjects.Text {
    if (this.text) return this.text.setFontSize(fontPx);
    this.text = this.scene.add
      .text(0, 0, this.label, {
        fontFamily: UI_FONT,
        fontSize: fontPx,
        color: '#ffffff',
        fontStyle: 'bold',
        align: 'center',
      })
      .setOrigin(0.5, 0.5)
      .setDepth(this.depth + 1)
      .setAlpha(this.enabled ? 1 : 0.35)
      .setVisible(this.visible);
    return this.text;
  }

  private drawIconNow(): void {
    const g = this.iconG;
    if (!g || !this.icon || this.w === 0) return;
    // The icon fills the space above the label, as large as the button's narrower side allows.
    const labelH = (this.text?.height ?? 0) * (this.text?.scaleY ?? 1);
    const room = Math.min(this.w * 0.62, this.h - labelH - this.h * 0.14);
    const size = Math.max(8, room);
    g.clear();
    drawIcon(g, this.icon, this.x + this.w / 2, this.y + this.h * 0.08 + size / 2, size);
  }

  private draw(): void {
    const g = this.bg;
    g.clear();
    g.fillStyle(this.pressed ? PRESSED : FILL[this.style], this.enabled ? 0.95 : 0.5);
    g.fillRoundedRect(0, 0, this.w, this.h, Math.min(this.w, this.h) * 0.2);
    g.lineStyle(Math.max(1, this.h / 40), 0xffffff, this.style === 'primary' ? 0.5 : 0.25);
    g.strokeRoundedRect(0, 0, this.w, this.h, Math.min(this.w, this.h) * 0.2);
  }
}
