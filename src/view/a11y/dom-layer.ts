import { isPaused } from '../pause';

// Controls a screen reader and the Tab key can find, over a canvas that has none: a transparent
// HTML button for each of the table's buttons and piles, kept over the place it stands for as the
// canvas is resized (the BBC's GEL games do it so). The pointer passes through them to the canvas;
// the keyboard and assistive technology press them. While a dialog is open only its buttons are
// there, and the first has the focus.

export interface A11yControl {
  /** Stays the same while the control does (a pile's name, a button's label): its element is kept, and the focus. */
  readonly key: string;
  /** What a screen reader reads. */
  readonly label: string;
  /** More that it reads after a pause (aria-description): a column's every card. */
  readonly description?: string;
  /** Where it is drawn, in canvas px. */
  readonly rect: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly press: () => void;
  readonly disabled?: boolean;
  /** A pile picked up by the keyboard. */
  readonly pressed?: boolean;
  /** A pile: the arrow keys move between piles. */
  readonly pile?: boolean;
  /** Told when the control takes the focus (a dialog moves its ring there). */
  readonly focused?: () => void;
}

/** Keys the layer answers itself, so the table's own keyboard does not answer them twice. */
const OWN_KEYS = new Set(['Enter', ' ', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

function set(style: CSSStyleDeclaration, name: 'left' | 'top' | 'width' | 'height', value: string): void {
  if (style[name] !== value) style[name] = value;
}

export class DomLayer {
  private readonly root: HTMLDivElement;
  private readonly buttons = new Map<string, HTMLButtonElement>();
  private controls = new Map<string, A11yControl>();
  private modal = false;
  /** The control that had the focus when a dialog opened. */
  private beforeModal: string | null = null;

  constructor(private readonly canvas: HTMLCanvasElement) {
    this.root = document.createElement('div');
    this.root.className = 'a11y-layer';
    document.body.appendChild(this.root);
    document.addEventListener('pointerdown', this.onPointer, true);
  }

  /** The pointer is used: the keyboard's focus (and its ring) lets go, as the canvas's own ring does. */
  private readonly onPointer = (): void => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && this.root.contains(active)) active.blur();
  };

  /**
   * Shows these controls in this order; `modal` (a dialog): the focus goes to the first. Where the
   * focused control is gone (a new page), the focus goes to `landing`'s place (the first if there
   * is none there), or leaves the layer for the page when `landing` is -1 (a page to read).
   */
  update(controls: readonly A11yControl[], modal = false, landing = 0): void {
    const wasModal = this.modal;
    this.modal = modal;
    const focusedKey = [...this.buttons.entries()].find(([, b]) => b === document.activeElement)?.[0];
    this.controls = new Map(controls.map((c) => [c.key, c]));
    for (const [key, b] of this.buttons) {
      if (this.controls.has(key)) continue;
      b.remove();
      this.buttons.delete(key);
    }
    // One read of the canvas's place, then only writes, and only of what changed: this runs every frame.
    const page = this.canvas.getBoundingClientRect();
    const sx = page.width / this.canvas.width;
    const sy = page.height / this.canvas.height;
    let previous: HTMLButtonElement | null = null;
    for (const c of controls) {
      const b = this.buttons.get(c.key) ?? this.make(c.key);
      set(b.style, 'left', `${Math.round(page.left + c.rect.x * sx)}px`);
      set(b.style, 'top', `${Math.round(page.top + c.rect.y * sy)}px`);
      set(b.style, 'width', `${Math.round(c.rect.w * sx)}px`);
      set(b.style, 'height', `${Math.round(c.rect.h * sy)}px`);
      if (b.getAttribute('aria-label') !== c.label) b.setAttribute('aria-label', c.label);
      setAria(b, 'aria-description', c.description ?? null);
      // aria-disabled, not disabled: a focused button that turns disabled (Undo at the start of the
      // game) would drop the keyboard's focus to the page; this one keeps it, and a press does nothing.
      setAria(b, 'aria-disabled', c.disabled === true ? 'true' : null);
      setAria(b, 'aria-pressed', c.pressed === undefined ? null : String(c.pressed));
      // In the order given: Tab follows it.
      const after: ChildNode | null = previous ? previous.nextSibling : this.root.firstChild;
      if (after !== b) this.root.insertBefore(b, after);
      previous = b;
    }
    const first = controls[0];
    if (modal && !wasModal) {
      this.beforeModal = focusedKey ?? null;
      if (first) this.buttons.get(first.key)?.focus();
    } else if (!modal && wasModal) {
      // The dialog closed: the focus goes back where it was before it opened, and to nothing if it
      // was on nothing (keys typed at the canvas): on a control, the next Enter would press that
      // control rather than reach the table (or a dialog the next key opens before this runs again).
      const back = this.beforeModal;
      this.beforeModal = null;
      if (back !== null) this.buttons.get(back)?.focus();
      else if (focusedKey !== undefined) (document.activeElement as HTMLElement | null)?.blur();
    } else if (focusedKey && !this.buttons.has(focusedKey)) {
      if (landing < 0) (document.activeElement as HTMLElement | null)?.blur();
      else this.buttons.get((controls[landing] ?? first)?.key ?? '')?.focus();
    }
  }

  /** Gives the focus to the control of this label, if one is shown (a new table's are new controls, with the same labels). */
  focusLabelled(label: string): void {
    for (const [key, c] of this.controls) {
      if (c.label !== label) continue;
      this.buttons.get(key)?.focus();
      return;
    }
  }

  /** The label of the focused control, or null. */
  get focusedLabel(): string | null {
    const key = this.focusedKey;
    return key === null ? null : (this.controls.get(key)?.label ?? null);
  }

  /** Gives the focus to the control at this place in the order (keys pressed before any control had it). */
  focusNth(index: number): void {
    const key = [...this.controls.keys()][index];
    if (key !== undefined) this.buttons.get(key)?.focus();
  }

  /** The key of the focused control, or null (tests). */
  get focusedKey(): string | null {
    return [...this.buttons.entries()].find(([, b]) => b === document.activeElement)?.[0] ?? null;
  }

  destroy(): void {
    document.removeEventListener('pointerdown', this.onPointer, true);
    this.root.remove();
    this.buttons.clear();
  }

  private make(key: string): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.control = key;
    // Enter and Space on a button make a click: that is the press. Not while a portal holds the
    // game (an ad break): the canvas takes no input then, and neither do its buttons here.
    b.addEventListener('click', () => {
      const c = this.controls.get(key);
      if (c && !c.disabled && !isPaused()) c.press();
    });
    b.addEventListener('focus', () => this.controls.get(key)?.focused?.());
    b.addEventListener('keydown', (e) => {
      if (!OWN_KEYS.has(e.key)) return;
      e.stopPropagation();
      // A key held from before a dialog opened (Enter on New asks whether to give the game up,
      // and focuses Yes) repeats: its repeats must not answer the question the first press asked.
      if (this.modal && e.repeat && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        return;
      }
      // A dialog keeps the focus among its buttons (Esc leaves it); elsewhere Tab may leave the game.
      if (e.key === 'Tab' && this.modal) {
        e.preventDefault();
        this.moveAmong([...this.controls.keys()], key, e.shiftKey ? -1 : 1);
        return;
      }
      const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key.startsWith('Arrow') ? -1 : 0;
      if (step !== 0) {
        e.preventDefault();
        this.moveAmongPiles(key, step);
      }
    });
    this.buttons.set(key, b);
    return b;
  }

  /** The arrow keys: to the next or previous pile (or button, among the buttons), round the end. */
  private moveAmongPiles(from: string, step: 1 | -1): void {
    const own = this.controls.get(from);
    const group = [...this.controls.values()].filter((c) => (own?.pile ? c.pile : !c.pile)).map((c) => c.key);
    this.moveAmong(group, from, step);
  }

  private moveAmong(keys: readonly string[], from: string, step: 1 | -1): void {
    const i = keys.indexOf(from);
    const next = keys[(i + step + keys.length) % keys.length];
    if (next !== undefined) this.buttons.get(next)?.focus();
  }
}

/** Sets an attribute only when it changes (this runs every frame); null removes it. */
function setAria(b: HTMLElement, name: string, value: string | null): void {
  if (b.getAttribute(name) === value) return;
  if (value === null) b.removeAttribute(name);
  else b.setAttribute(name, value);
}
