import type * as Phaser from 'phaser';
import { t } from '../../platform';
import { Button, UI_FONT } from '../ui/button';
import type { IconName } from '../ui/icons';
import type { TableLayout } from './layout';

// A calm status line at the foot of the table, for news that is not a question: "This deal can no
// longer be won..." with the button that helps, or "Only moves home are left" with Finish. It never
// blocks play and closes with its own x; a new status replaces the old.

export interface StatusAction {
  readonly label: string;
  readonly icon?: IconName;
  readonly action: () => void;
}

export interface StatusSpec {
  /** What the status is about (e.g. 'lost', 'finish'): the table replaces or hides it by kind. */
  readonly kind: string;
  readonly message: string;
  readonly actions: readonly StatusAction[];
}

const DEPTH = 4500;

export class StatusStrip {
  private parts: { destroy(): void }[] = [];
  private spec: StatusSpec | null = null;
  /** Where the panel's top edge is (canvas px), null while none shows: the columns end above it. */
  private panelTop: number | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private layout: TableLayout,
    /** Told when the player closes the status with its x. */
    private readonly dismissed: (kind: string, message: string) => void,
    /** Says a new status for a screen reader. */
    private readonly say: (text: string) => void = () => {},
    /** Told when the panel's top edge moves, appears or goes (null). */
    private readonly moved: (top: number | null) => void = () => {},
  ) {}

  get top(): number | null {
    return this.panelTop;
  }

  get kind(): string | null {
    return this.spec?.kind ?? null;
  }

  get message(): string | null {
    return this.spec?.message ?? null;
  }

  /** Does what the status's first button does (the keyboard's Enter); false when none shows. */
  pressFirst(): boolean {
    const first = this.spec?.actions[0];
    if (!first) return false;
    first.action();
    return true;
  }

  show(spec: StatusSpec): void {
    if (spec.message !== this.spec?.message) {
      const first = spec.actions[0];
      this.say(first ? `${spec.message} ${t('say.statusAction', { action: first.label })}` : spec.message);
    }
    this.clear();
    this.spec = spec;
    const { width } = this.scene.scale;
    const u = this.layout.unit;
    const l = this.layout;
    const areaLeft = l.buttonsVertical && l.buttons.x === 0 ? l.buttons.w : 0;
    const areaW = l.buttonsVertical ? width - l.buttons.w : width;
    const w = Math.min(areaW - 16 * u, 720 * u);
    const x = areaLeft + (areaW - w) / 2;
    const bh = 44 * u;
    const close = 44 * u;
    const pad = 10 * u;
    const gap = 8 * u;
    const actionW = Math.min(170 * u, (w - close - pad * 2) / Math.max(1, spec.actions.length) - gap);
    const actionsW = spec.actions.length * (actionW + gap);
    // The message beside the buttons when there is room for a readable line, above them otherwise.
    const beside = w - actionsW - close - 2 * pad > 260 * u;
    const textW = beside ? w - actionsW - close - 3 * pad : w - close - 3 * pad;
    const text = this.scene.add
      .text(0, 0, spec.message, {
        fontFamily: UI_FONT,
        color: '#ffffff',
        fontSize: `${Math.round(15 * u)}px`,
        wordWrap: { width: textW },
      })
      .setDepth(DEPTH + 2);
    const h = beside ? Math.max(text.height, bh) + 2 * pad : text.height + bh + 3 * pad;
    const bottom = l.buttonsVertical ? l.height - 8 * u : l.buttons.y - 6 * u;
    const y = bottom - h;
    const panel = this.scene.add.graphics().setDepth(DEPTH);
    panel.fillStyle(0x0d241a, 0.96).fillRoundedRect(x, y, w, h, 12 * u);
    panel.lineStyle(2 * u, 0xf3d98b, 0.55).strokeRoundedRect(x, y, w, h, 12 * u);
    // The panel takes the taps it covers: none reach the cards under it.
    const blocker = this.scene.add
      .zone(x, y, w, h)
      .setOrigin(0, 0)
      .setDepth(DEPTH + 1);
    blocker.setInteractive();
    text.setPosition(x + pad, beside ? y + (h - text.height) / 2 : y + pad);
    this.parts.push(panel, blocker, text);
    const by = beside ? y + (h - bh) / 2 : y + h - pad - bh;
    spec.actions.forEach((a, i) => {
      const bx = x + w - pad - close - gap - (spec.actions.length - i) * (actionW + gap) + gap;
      const b = new Button(this.scene, a.label, a.action, DEPTH + 3, 'primary');
      b.place(bx, by, actionW, bh, Math.round(15 * u));
      this.parts.push(b);
    });
    const x0 = new Button(this.scene, '✕', () => this.dismiss(), DEPTH + 3, 'quiet');
    x0.place(x + w - pad - close, beside ? y + (h - close) / 2 : y + pad, close, close, Math.round(18 * u));
    this.parts.push(x0);
    this.placeTop(y);
  }

  hide(kind?: string): void {
    if (kind !== undefined && this.spec?.kind !== kind) return;
    this.clear();
    this.spec = null;
    this.placeTop(null);
  }

  setLayout(layout: TableLayout): void {
    this.layout = layout;
    if (this.spec) this.show(this.spec);
  }

  private dismiss(): void {
    const spec = this.spec;
    this.hide();
    if (spec) this.dismissed(spec.kind, spec.message);
  }

  private placeTop(top: number | null): void {
    if (top === this.panelTop) return;
    this.panelTop = top;
    this.moved(top);
  }

  private clear(): void {
    for (const p of this.parts) p.destroy();
    this.parts = [];
  }
}
