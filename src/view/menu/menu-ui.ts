import type * as Phaser from 'phaser';
import { currentFelt } from '../felts';
import { UI_FONT } from '../ui/button';
import { mainButton } from '../ui/main-button';
import type { TapGuard } from '../ui/tap-guard';
import type { FocusSink } from './menu-focus';

// Drawing helpers for the menu's pages. Everything is laid out in CSS pixels and scaled by the
// device pixel ratio here, because the canvas is sized in device pixels (see main.ts). A page
// scrolls with the camera; "fixed" objects (headers, notices) ignore the scroll and sit on top.

/** The menu's colours; the background and its darker shades follow the table colour setting. */
export const MENU_COLOURS = {
  get background(): string {
    return currentFelt().table;
  },
  get tile(): number {
    return currentFelt().tile;
  },
  tileLine: 0xffffff,
  get button(): number {
    return currentFelt().button;
  },
  get buttonPressed(): number {
    return currentFelt().buttonPressed;
  },
  selected: 0xe0b341,
  /** The main action of a place (Continue a saved game): the same gold, so it is the first thing seen. */
  primary: 0xe0b341,
  primaryPressed: 0xb88f2a,
  /** A choice that throws something away (a dialog's "New deal"). */
  destructive: 0x8c2f1f,
  get header(): number {
    return currentFelt().header;
  },
  text: '#ffffff',
  dim: '#cfe3d8',
  selectedText: '#1b1b1b',
} as const;

/** Finger-sized: 48 CSS px is the common minimum for a touch target. */
export const BUTTON_HEIGHT = 48;
const FIXED_DEPTH = 1000;
/** A press that travelled further than this was a scroll, not a tap. */
const TAP_SLOP = 10;

export interface TextOptions {
  readonly bold?: boolean;
  readonly colour?: string;
  /** Wrap at this width (CSS px). */
  readonly wrap?: number;
  readonly originX?: number;
  readonly originY?: number;
  readonly fixed?: boolean;
  readonly align?: 'left' | 'center' | 'right';
}

export interface ButtonOptions {
  readonly fixed?: boolean;
  /** Drawn as the chosen one of a group (a setting's current value). */
  readonly selected?: boolean;
  readonly enabled?: boolean;
  readonly fontSize?: number;
  /** A fill other than the usual button colour (the notice banner's). */
  readonly fill?: number;
  /** The main action here: drawn in the accent colour with dark text (not "chosen": no ✓ for screen readers). */
  readonly primary?: boolean;
  /** What a screen reader says when the button is focused, where the label alone is ambiguous ("FreeCell: Rules"). */
  readonly name?: string;
}

export class MenuUi {
  private objects: Phaser.GameObjects.GameObject[] = [];
  /** The screen areas (canvas px) that fixed boxes cover: taps there never reach the page under them. */
  private fixedAreas: { x: number; y: number; w: number; h: number }[] = [];

  constructor(
    readonly scene: Phaser.Scene,
    private readonly devicePixelRatio: number,
    /** Where the buttons register for keyboard focus; none for the notice banner (Esc-free, it times out). */
    private readonly focus: FocusSink | null = null,
    /** Added to every depth: a dialog's layer draws over the page, its header and the notice banner. */
    private readonly depthBase = 0,
    /** Drops the second tap of a double tap that opened a page or a dialog (tap-guard.ts). */
    private readonly guard: TapGuard | null = null,
  ) {}

  /**
   * Canvas pixels per menu unit: the device pixel ratio, times a zoom on large screens so a
   * desktop shows the menu at a comfortable size instead of a phone's layout lost in the middle.
   */
  get dpr(): number {
    const d = this.devicePixelRatio;
    const cssW = this.scene.scale.width / d;
    const cssH = this.scene.scale.height / d;
    return d * Math.min(1.6, Math.max(1, Math.min(cssW / 1000, cssH / 760)));
  }

  /** The screen's width and height in menu units (CSS px on a phone). */
  get width(): number {
    return this.scene.scale.width / this.dpr;
  }

  get height(): number {
    return this.scene.scale.height / this.dpr;
  }

  private keep<T extends Phaser.GameObjects.GameObject & Phaser.GameObjects.Components.ScrollFactor>(
    o: T,
    fixed: boolean | undefined,
  ): T {
    if (fixed) o.setScrollFactor(0);
    this.objects.push(o);
    return o;
  }

  text(x: number, y: number, content: string, size: number, o: TextOptions = {}): Phaser.GameObjects.Text {
    const d = this.dpr;
    const t = this.scene.add
      .text(x * d, y * d, content, {
        fontFamily: UI_FONT,
        fontSize: `${Math.round(size * d)}px`,
        fontStyle: o.bold ? 'bold' : 'normal',
        color: o.colour ?? MENU_COLOURS.text,
        align: o.align ?? 'left',
        lineSpacing: Math.round(size * d * 0.25),
        ...(o.wrap ? { wordWrap: { width: o.wrap * d, useAdvancedWrap: true } } : {}),
      })
      .setOrigin(o.originX ?? 0, o.originY ?? 0);
    t.setDepth(this.depthBase + (o.fixed ? FIXED_DEPTH + 2 : 0));
    return this.keep(t, o.fixed);
  }

  /** A text's height in CSS px, for stacking the next thing below it. */
  heightOf(t: Phaser.GameObjects.Text): number {
    return t.height / this.dpr;
  }

  /** A filled rounded box; fixed boxes also swallow taps, so content scrolled under them stays untouchable. */
  box(x: number, y: number, w: number, h: number, colour: number, alpha = 1, radius = 12, fixed = false): void {
    const d = this.dpr;
    const g = this.scene.add.graphics();
    g.fillStyle(colour, alpha).fillRoundedRect(x * d, y * d, w * d, h * d, radius * d);
    g.setDepth(this.depthBase + (fixed ? FIXED_DEPTH : 0));
    if (fixed) {
      const blocker = this.scene.add
        .zone(x * d, y * d, w * d, h * d)
        .setOrigin(0, 0)
        .setDepth(this.depthBase + FIXED_DEPTH);
      blocker.setInteractive();
      this.keep(blocker, true);
      this.fixedAreas.push({ x: x * d, y: y * d, w: w * d, h: h * d });
    }
    this.keep(g, fixed);
  }

  /** A rounded line around a box (a card that stands out, a dialog's panel). */
  outline(x: number, y: number, w: number, h: number, colour: number, width: number, radius = 12, fixed = false): void {
    const d = this.dpr;
    const g = this.scene.add.graphics().setDepth(this.depthBase + (fixed ? FIXED_DEPTH + 1 : 1));
    g.lineStyle(width * d, colour, 1).strokeRoundedRect(x * d, y * d, w * d, h * d, radius * d);
    this.keep(g, fixed);
  }

  /** A graphics layer for drawings (game previews) at content depth. */
  graphics(): Phaser.GameObjects.Graphics {
    return this.keep(this.scene.add.graphics().setDepth(this.depthBase), false);
  }

  /** A rounded button that fires on a tap (press and release on it without scrolling away). */
  button(x: number, y: number, w: number, h: number, label: string, onPress: () => void, o: ButtonOptions = {}): void {
    const d = this.dpr;
    const enabled = o.enabled ?? true;
    const depth = this.depthBase + (o.fixed ? FIXED_DEPTH + 3 : 10);
    const accent = o.selected === true || o.primary === true;
    const g = this.keep(this.scene.add.graphics().setDepth(depth), o.fixed);
    const draw = (pressed: boolean) => {
      const fill = o.selected
        ? MENU_COLOURS.selected
        : o.primary
          ? pressed
            ? MENU_COLOURS.primaryPressed
            : MENU_COLOURS.primary
          : pressed
            ? MENU_COLOURS.buttonPressed
            : (o.fill ?? MENU_COLOURS.button);
      g.clear()
        .fillStyle(fill, enabled ? 1 : 0.45)
        .fillRoundedRect(x * d, y * d, w * d, h * d, Math.min(w, h) * 0.2 * d)
        .lineStyle(Math.max(1, d), 0xffffff, 0.3)
        .strokeRoundedRect(x * d, y * d, w * d, h * d, Math.min(w, h) * 0.2 * d);
    };
    draw(false);
    const t = this.text(x + w / 2, y + h / 2, label, o.fontSize ?? 16, {
      bold: true,
      originX: 0.5,
      originY: 0.5,
      fixed: o.fixed,
      colour: accent ? MENU_COLOURS.selectedText : MENU_COLOURS.text,
    }).setDepth(depth + 1);
    if (!enabled) t.setAlpha(0.4);
    // Long labels (German) shrink to fit rather than spill over the button's edge.
    const room = w * d * 0.9;
    if (t.width > room) t.setScale(room / t.width);
    if (!enabled) return;
    const hit = this.keep(
      this.scene.add
        .zone(x * d, y * d, w * d, h * d)
        .setOrigin(0, 0)
        .setDepth(depth + 2),
      o.fixed,
    );
    hit.setInteractive({ useHandCursor: true });
    this.focus?.add({
      x: x * d,
      y: y * d,
      w: w * d,
      h: h * d,
      fixed: o.fixed ?? false,
      label: o.name ?? label,
      selected: o.selected ?? false,
      press: onPress,
    });
    let armed = false;
    hit.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      if (!mainButton(pointer) || this.guard?.allows(pointer) === false) return;
      armed = true;
      draw(true);
    });
    hit.on('pointerout', () => {
      armed = false;
      draw(false);
    });
    hit.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      if (!mainButton(pointer)) return;
      const tap = armed && pointer.getDistance() < TAP_SLOP * d;
      armed = false;
      draw(false);
      if (tap) onPress();
    });
  }

  /** A row of buttons sharing a width, one of them chosen: for a setting with a few values. */
  choices<T>(
    x: number,
    y: number,
    w: number,
    values: readonly T[],
    labelOf: (v: T) => string,
    current: T,
    choose: (v: T) => void,
    /** The setting's name, for screen readers ("Sound: On"). */
    group?: string,
  ): number {
    const gap = 8;
    const bw = (w - gap * (values.length - 1)) / values.length;
    values.forEach((v, i) => {
      this.button(x + i * (bw + gap), y, bw, BUTTON_HEIGHT, labelOf(v), () => choose(v), {
        selected: v === current,
        fontSize: 15,
        ...(group ? { name: `${group}: ${labelOf(v)}` } : {}),
      });
    });
    return BUTTON_HEIGHT;
  }

  /** Is a point of the screen (canvas px) under a fixed box (the header, the notice banner)? */
  covers(x: number, y: number): boolean {
    return this.fixedAreas.some((a) => x >= a.x && x < a.x + a.w && y >= a.y && y < a.y + a.h);
  }

  /** Destroys everything drawn, before a page is drawn again. */
  clear(): void {
    for (const o of this.objects) o.destroy();
    this.objects = [];
    this.fixedAreas = [];
    this.focus?.clear();
  }
}
