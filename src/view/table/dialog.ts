import type * as Phaser from 'phaser';
import { Button, UI_FONT } from '../ui/button';
import { drawFocusRing } from '../ui/focus-ring';
import type { TapPoint } from '../ui/tap-guard';
import { uiUnit } from '../ui/ui-scale';

export interface DialogChoice {
  readonly label: string;
  readonly action: () => void;
  /** Esc presses this one (the choice that changes nothing); without one, Esc just closes. */
  readonly cancel?: boolean;
}

const DEPTH = 7000;

/**
 * A modal question over the table: a message and a few buttons; the table takes no input meanwhile.
 * The keyboard works it as a browser's dialog: the first choice has the focus (its ring shows),
 * Tab, Shift+Tab and the arrow keys move it, Enter or Space press the focused button, Esc cancels.
 */
export class Dialog {
  private parts: { destroy(): void }[] = [];
  private buttons: Button[] = [];
  private ring: Phaser.GameObjects.Graphics | null = null;
  private focused = 0;
  private asked: { message: string; choices: readonly DialogChoice[] } | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    /** Says the question and the focused button for a screen reader. */
    private readonly say: (text: string) => void = () => {},
    /**
     * Told when the dialog opens or closes, so the keyboard's HTML buttons follow at once: a Tab
     * typed before the next frame would otherwise move among the table's buttons behind it.
     */
    private readonly changed: () => void = () => {},
    /** May a tap that begins so press a button (tap-guard.ts)? Not the second half of the double tap whose first asked. */
    private readonly tapAllowed: ((at: TapPoint) => boolean) | null = null,
  ) {}

  get open(): boolean {
    return this.asked !== null;
  }

  /** The question on screen, for tests and the automation API. */
  get message(): string | null {
    return this.asked?.message ?? null;
  }

  ask(message: string, choices: readonly DialogChoice[]): void {
    this.draw(message, choices, 0);
    this.say(`${message} ${choices[0]?.label ?? ''}`);
    this.changed();
  }

  /** Moves the focus ring to a button (the DOM layer's focus went there). */
  focusAt(index: number): void {
    if (index < 0 || index >= this.buttons.length) return;
    this.focused = index;
    this.showRing();
  }

  /** A key while the dialog is open; true when the dialog used it. */
  key(e: KeyboardEvent): boolean {
    const asked = this.asked;
    if (!asked) return false;
    const n = this.buttons.length;
    const forward = e.key === 'ArrowRight' || e.key === 'ArrowDown' || (e.key === 'Tab' && !e.shiftKey);
    const back = e.key === 'ArrowLeft' || e.key === 'ArrowUp' || (e.key === 'Tab' && e.shiftKey);
    if (forward || back) {
      this.focused = (this.focused + (forward ? 1 : -1) + n) % n;
      this.showRing();
      this.say(asked.choices[this.focused]?.label ?? '');
    } else if (e.key === 'Enter' || e.key === ' ') {
      // A held key's repeats do not answer (the press that opened the dialog may still be held).
      if (!e.repeat) this.buttons[this.focused]?.press();
    } else if (e.key === 'Escape') {
      const cancel = asked.choices.findIndex((c) => c.cancel);
      if (cancel >= 0) this.buttons[cancel]?.press();
      else this.close();
    } else return false;
    e.preventDefault();
    return true;
  }

  close(): void {
    const wasOpen = this.open;
    this.clear();
    if (wasOpen) this.changed();
  }

  private clear(): void {
    for (const p of this.parts) p.destroy();
    this.parts = [];
    this.buttons = [];
    this.ring = null;
    this.asked = null;
  }

  /** Draws an open dialog again for a new screen size, the same button focused. */
  relayout(): void {
    if (this.asked) this.draw(this.asked.message, this.asked.choices, this.focused);
  }

  private draw(message: string, choices: readonly DialogChoice[], focused: number): void {
    this.clear();
    this.asked = { message, choices };
    this.focused = Math.min(focused, choices.length - 1);
    const { width, height } = this.scene.scale;
    const u = uiUnit(this.scene);
    const shade = this.scene.add.rectangle(0, 0, width, height, 0x000000, 0.45).setOrigin(0, 0).setDepth(DEPTH);
    shade.setInteractive();
    const panelW = Math.min(width * 0.92, 460 * u);
    const text = this.scene.add
      .text(width / 2, 0, message, {
        fontFamily: UI_FONT,
        color: '#ffffff',
        align: 'center',
        fontSize: `${Math.round(18 * u)}px`,
        wordWrap: { width: panelW - 36 * u },
      })
      .setOrigin(0.5, 0)
      .setDepth(DEPTH + 2);
    const bh = 52 * u;
    const gap = 10 * u;
    const inner = panelW - 32 * u;
    // Side by side while each button keeps room for its label; stacked otherwise.
    const stacked = choices.length > 3 || (choices.length === 3 && inner / 3 < 120 * u);
    const rows = stacked ? choices.length : 1;
    const panelH = text.height + rows * bh + (rows - 1) * gap + 56 * u;
    const top = Math.max(0, (height - panelH) / 2);
    const left = (width - panelW) / 2;
    const panel = this.scene.add.graphics().setDepth(DEPTH + 1);
    panel.fillStyle(0x0e2f22, 1).fillRoundedRect(left, top, panelW, panelH, 14 * u);
    panel.lineStyle(2 * u, 0xffffff, 0.3).strokeRoundedRect(left, top, panelW, panelH, 14 * u);
    text.setY(top + 20 * u);
    this.parts.push(shade, panel, text);
    const bw = stacked ? inner : (inner - gap * (choices.length - 1)) / choices.length;
    const firstY = top + panelH - rows * bh - (rows - 1) * gap - 16 * u;
    choices.forEach((c, i) => {
      const style = i === 0 ? 'primary' : 'quiet';
      const b = new Button(
        this.scene,
        c.label,
        () => {
          this.close();
          c.action();
        },
        DEPTH + 3,
        style,
      );
      b.guard = this.tapAllowed;
      const x = left + 16 * u + (stacked ? 0 : i * (bw + gap));
      const y = firstY + (stacked ? i * (bh + gap) : 0);
      b.place(x, y, bw, bh, Math.round(16 * u));
      this.parts.push(b);
      this.buttons.push(b);
    });
    this.ring = this.scene.add.graphics().setDepth(DEPTH + 6);
    this.parts.push(this.ring);
    this.showRing();
  }

  private showRing(): void {
    const b = this.buttons[this.focused];
    if (!b || !this.ring) return;
    const { x, y, w, h } = b.rect;
    drawFocusRing(this.ring, x, y, w, h, uiUnit(this.scene));
  }
}
