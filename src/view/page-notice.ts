import type * as Phaser from 'phaser';
import type { Notices } from '../platform';
import { SCENES } from './keys';

// A notice in HTML at the foot of the page (styled in src/page.css), for what the platform has to
// say while no menu is there to say it (the menu shows platform notices in its own banner): storage
// that refused to keep the game, and a new version of the game ready to load. It sits in a status
// region, so a screen reader hears it; its buttons are real buttons (keyboard, 44 px targets).

export interface NoticeAction {
  readonly label: string;
  readonly press: () => void;
}

export class PageNotice {
  private readonly root: HTMLDivElement;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `name` marks the element (data-notice), for tests and portal QA: 'platform', 'update'. */
  constructor(name: string, parent: HTMLElement = document.body) {
    this.root = document.createElement('div');
    this.root.className = 'page-notice';
    this.root.dataset.notice = name;
    this.root.setAttribute('role', 'status');
    this.root.hidden = true;
    parent.append(this.root);
  }

  get shown(): boolean {
    return !this.root.hidden;
  }

  get text(): string {
    return this.root.querySelector('p')?.textContent ?? '';
  }

  /** Shows `text` with its buttons; without buttons it goes by itself after `seconds`, or when tapped. */
  show(text: string, actions: readonly NoticeAction[] = [], seconds = 8): void {
    this.clearTimer();
    const words = document.createElement('p');
    words.textContent = text;
    const buttons = actions.map((a) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = a.label;
      b.addEventListener('click', () => {
        this.hide();
        a.press();
      });
      return b;
    });
    this.root.replaceChildren(words, ...buttons);
    this.root.onclick = actions.length === 0 ? () => this.hide() : null;
    this.root.hidden = false;
    if (actions.length === 0) this.timer = setTimeout(() => this.hide(), seconds * 1000);
  }

  hide(): void {
    this.clearTimer();
    this.root.hidden = true;
    this.root.replaceChildren();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * Shows the platform's notices at the table, where the menu's banner is not: they are taken from
 * the queue as soon as a table runs without the menu (checked each frame; the check is a number).
 */
export function showNoticesAtTable(game: Phaser.Game, notices: Notices, notice: PageNotice): () => void {
  const check = () => {
    if (notices.size === 0) return;
    const scenes = game.scene;
    if (!scenes.isActive(SCENES.table) || scenes.isActive(SCENES.menu)) return;
    notice.show(notices.take().join('\n'));
  };
  game.events.on('poststep', check);
  return () => game.events.off('poststep', check);
}
