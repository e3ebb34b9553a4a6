import { UI_FONT } from '../ui/button';

// A small HTML panel over the canvas with one text field: the deal-number box and the link to
// copy. A real <input> brings the phone's own keyboard (digits for a number), text selection and
// copying, which a canvas cannot. A shade over the canvas keeps taps off the table meanwhile, and the
// box is modal for the keyboard too: no key reaches the table, Tab goes round the box's own field
// and buttons, Escape closes it from any of them, and focus goes back where it was.

export interface PanelSpec {
  readonly title: string;
  /** 'number' is the deal-number box; 'link' a read-only field, selected for copying. */
  readonly field: 'number' | 'link';
  readonly value: string;
  readonly ok: string;
  readonly cancel?: string;
  readonly max?: number;
  /** An error message for the text, or null when it is fine (checked on OK and Enter). */
  readonly check?: (text: string) => string | null;
  readonly done?: (text: string) => void;
  /** While true (a portal's pause), OK and Enter do nothing and the box stays open. */
  readonly held?: () => boolean;
}

export class HtmlPanel {
  private root: HTMLDivElement | null = null;
  private focusBefore: Element | null = null;
  /** Lays the open panel out again when the canvas changes size; stopped when the panel closes. */
  private follow: ResizeObserver | null = null;

  get open(): boolean {
    return this.root !== null;
  }

  show(spec: PanelSpec, over: HTMLCanvasElement): void {
    const before = this.root ? this.focusBefore : document.activeElement;
    this.close();
    this.focusBefore = before;
    const root = el('div', {
      position: 'fixed',
      background: 'rgba(0,0,0,0.45)',
      zIndex: '10',
      fontFamily: UI_FONT,
    });
    root.dataset.panel = spec.field;
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', spec.title);
    const box = el('div', {
      position: 'absolute',
      left: '50%',
      transform: 'translateX(-50%)',
      boxSizing: 'border-box',
      padding: '18px',
      background: '#0e2f22',
      border: '2px solid rgba(255,255,255,0.3)',
      borderRadius: '14px',
      color: '#fff',
      textAlign: 'center',
    });
    const label = el('label', { display: 'block', fontSize: '18px', marginBottom: '12px' });
    label.textContent = spec.title;
    const input = document.createElement('input');
    Object.assign(input.style, {
      width: '100%',
      boxSizing: 'border-box',
      fontSize: spec.field === 'number' ? '24px' : '15px',
      padding: '10px',
      borderRadius: '8px',
      border: '1px solid #888',
      textAlign: 'center',
    });
    input.value = spec.value;
    input.setAttribute('aria-label', spec.title);
    if (spec.field === 'number') {
      input.type = 'number';
      input.inputMode = 'numeric';
      input.min = '1';
      if (spec.max !== undefined) input.max = String(spec.max);
      input.step = '1';
      input.autocomplete = 'off';
    } else {
      input.type = 'text';
      input.readOnly = true;
    }
    label.appendChild(input);
    const error = el('div', { color: '#ffb4a8', fontSize: '15px', minHeight: '20px', margin: '8px 0' });
    error.setAttribute('role', 'alert');
    const row = el('div', { display: 'flex', gap: '10px' });
    const submit = () => {
      if (spec.held?.()) return;
      const problem = spec.check?.(input.value) ?? null;
      if (problem !== null) {
        error.textContent = problem;
        input.focus();
        return;
      }
      this.close();
      spec.done?.(input.value);
    };
    const buttons = [button(spec.ok, '#2a6e4d', submit)];
    if (spec.cancel !== undefined) buttons.push(button(spec.cancel, '#3a3a3a', () => this.close()));
    row.append(...buttons);
    const focusable: HTMLElement[] = [input, ...buttons];
    root.addEventListener('keydown', (e) => {
      // The table's own keys (digits pick columns, Escape the menu) must not see what is typed here.
      e.stopPropagation();
      if (e.key === 'Escape') this.close();
      else if (e.key === 'Enter' && e.target === input) {
        // Its default would go on to press the button a question asked now takes the focus to
        // (a deal typed over a game in progress asks first): that Enter asked, it does not answer.
        e.preventDefault();
        submit();
      } else if (e.key === 'Tab') {
        e.preventDefault();
        const at = focusable.indexOf(document.activeElement as HTMLElement);
        const next = (at + (e.shiftKey ? -1 : 1) + focusable.length) % focusable.length;
        focusable[at < 0 ? 0 : next]?.focus();
      }
    });
    input.addEventListener('input', () => {
      error.textContent = '';
    });
    box.append(label, error, row);
    root.appendChild(box);
    document.body.appendChild(root);
    this.root = root;
    // Over the canvas as it is, and again when it changes (a phone turned with the box open): laid
    // out once, the shade covered a portrait table's strip of the landscape one, the box off to a side.
    const place = () => {
      const r = over.getBoundingClientRect();
      Object.assign(root.style, {
        left: `${r.left}px`,
        top: `${r.top}px`,
        width: `${r.width}px`,
        height: `${r.height}px`,
      });
      // High on the screen: a phone's keyboard takes the lower half.
      box.style.top = `${Math.max(12, r.height * 0.18)}px`;
      box.style.width = `${Math.min(r.width * 0.9, 420)}px`;
    };
    place();
    // The canvas, not the window: the game sizes its canvas after the window's resize event.
    this.follow = new ResizeObserver(place);
    this.follow.observe(over);
    input.focus();
    input.select();
  }

  close(): void {
    if (!this.root) return;
    this.root.remove();
    this.root = null;
    this.follow?.disconnect();
    this.follow = null;
    // Back where the keyboard was (the table's deal button, say), if that is still on the page.
    const before = this.focusBefore;
    this.focusBefore = null;
    if (before instanceof HTMLElement && before.isConnected) before.focus();
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration>,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  Object.assign(e.style, style);
  return e;
}

function button(label: string, colour: string, action: () => void): HTMLButtonElement {
  const b = el('button', {
    flex: '1',
    minHeight: '48px',
    fontSize: '16px',
    fontWeight: 'bold',
    color: '#fff',
    background: colour,
    border: '1px solid rgba(255,255,255,0.3)',
    borderRadius: '10px',
    cursor: 'pointer',
  });
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', action);
  return b;
}
