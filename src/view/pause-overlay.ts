import { t } from '../platform';

// The paused screen: an HTML layer over the canvas (styled in src/page.css), shown while a portal
// or an ad holds the game. It takes every tap and click meant for the table, and says "Paused" in
// a status region, so a screen reader hears it too. Only the portal resumes: the player has nothing
// to press (an ad may be playing over it).

export class PauseOverlay {
  private readonly root: HTMLDivElement;

  constructor(parent: HTMLElement = document.body) {
    this.root = document.createElement('div');
    this.root.className = 'pause-overlay';
    this.root.dataset.paused = 'true';
    this.root.setAttribute('role', 'status');
    this.root.hidden = true;
    const word = document.createElement('p');
    this.root.append(word);
    parent.append(this.root);
  }

  get shown(): boolean {
    return !this.root.hidden;
  }

  show(): void {
    const word = this.root.firstElementChild;
    if (word) word.textContent = t('pause.paused');
    this.root.hidden = false;
  }

  hide(): void {
    this.root.hidden = true;
  }
}
