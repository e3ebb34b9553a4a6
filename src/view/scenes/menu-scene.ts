import * as Phaser from 'phaser';
import { onLanguageChange, type Platform, platform } from '../../platform';
import { DomLayer } from '../a11y/dom-layer';
import { backButton } from '../back-button';
import { lastFrameDrawn } from '../draw-on-demand';
import { KEYBOARD_FOCUS, SCENES, type TableSceneData, UNREAD_NOTICE_MS } from '../keys';
import { drawGamesPage } from '../menu/games-page';
import { exposeMenuAutomation } from '../menu/menu-automation';
import { MenuDialog } from '../menu/menu-dialog';
import { MenuFocus } from '../menu/menu-focus';
import { EDGE, type MenuContext, type MenuPage } from '../menu/menu-page';
import { MenuScroller } from '../menu/menu-scroller';
import { BUTTON_HEIGHT, MENU_COLOURS, MenuUi } from '../menu/menu-ui';
import { drawRulesPage } from '../menu/rules-page';
import { drawSettingsPage } from '../menu/settings-page';
import { drawStatisticsPage } from '../menu/statistics-page';
import { fillSoon, liveRegion, type PageWords, pageTextRegion } from '../ui/live-region';
import { onceEach } from '../ui/once-each';
import { TapGuard } from '../ui/tap-guard';

// The menu: pick a game, continue a saved one, read the rules, change settings, see statistics.
// Each page is drawn from scratch into the scene (pages are small, and redrawing on every change,
// resize or language switch keeps the code free of update paths); a tall page scrolls with the
// camera. Notices from the platform (a save set aside, a bad link) show in a banner at the bottom.
// A question (a new deal over a saved game) opens a modal dialog over the page, which then takes
// no input until it is answered.

/** What another scene may hand the menu: the page to open (the games by default). */
export interface MenuSceneData {
  readonly page?: MenuPage;
}

const NOTICE_SECONDS = 8;

export class MenuScene extends Phaser.Scene {
  private page: MenuPage = { kind: 'games' };
  /** Pages drawn from the top so far (each a new page): part of the HTML buttons' keys. */
  private pagesShown = 0;
  private ui!: MenuUi;
  private noticeUi!: MenuUi;
  private scroller!: MenuScroller;
  private focus!: MenuFocus;
  private layer!: DomLayer;
  private dialog!: MenuDialog;
  private services!: Platform;
  private noticeTimer: Phaser.Time.TimerEvent | null = null;
  /** Notices on screen now: new ones join them until the banner is dismissed. */
  private shownNotices: string[] = [];
  /** When the banner last came up (performance.now). */
  private noticesShownAt = Number.NEGATIVE_INFINITY;
  /** The banner's words for a screen reader (the banner itself is drawn on the canvas). */
  private noticeLive!: HTMLDivElement;
  /** The rules' or the statistics' words for a screen reader (the canvas draws them). */
  private pageText!: ReturnType<typeof pageTextRegion>;
  private readableText: PageWords | null = null;
  /**
   * A tap that opens a page or a dialog puts new buttons under the finger: the second tap of a
   * double tap must not press them (the dialog's New deal would end the saved game unasked).
   */
  private tapGuard!: TapGuard;
  /** Where the games page was scrolled and focused when another page was opened from it. */
  private gamesPlace: { scrollY: number; focus: number } | null = null;

  constructor() {
    super(SCENES.menu);
  }

  init(data: MenuSceneData | undefined): void {
    this.page = data?.page ?? { kind: 'games' };
  }

  create(): void {
    const dpr = window.devicePixelRatio || 1;
    this.tapGuard = new TapGuard(dpr);
    this.services = platform();
    // The keyboard's place on a table left for the menu is not the next table's (keys.ts).
    this.registry.set(KEYBOARD_FOCUS, null);
    this.cameras.main.setBackgroundColor(MENU_COLOURS.background);
    this.scroller = new MenuScroller(this, () => this.ui.dpr);
    // Every page has the fixed header: a focused button scrolls into view below it.
    const header = () => (BUTTON_HEIGHT + 2 * EDGE) * this.ui.dpr;
    this.focus = new MenuFocus(
      this,
      () => this.ui.dpr,
      (top, bottom) => this.scroller.reveal(top, bottom, header()),
    );
    this.ui = new MenuUi(this, dpr, this.focus, 0, this.tapGuard);
    this.noticeUi = new MenuUi(this, dpr);
    this.noticeLive = liveRegion('menu-notice');
    this.pageText = pageTextRegion('menu-page-text');
    this.dialog = new MenuDialog(
      this,
      dpr,
      this.focus,
      (open) => {
        this.tapGuard.changed(this.input.activePointer);
        this.scroller.locked = open;
        this.placeForBack();
        // The HTML buttons follow at once, not at the next frame: a Tab typed right after the Enter
        // that opened the dialog must move among the dialog's buttons, not the page's behind it.
        this.syncLayer();
      },
      this.tapGuard,
    );
    const hideAutomation = exposeMenuAutomation(
      this,
      this.focus,
      this.dialog,
      (x, y) => this.ui.covers(x, y) || this.noticeUi.covers(x, y),
    );
    this.layer = new DomLayer(this.game.canvas);
    this.draw(true);

    const onResize = () => this.draw(false);
    this.scale.on('resize', onResize);
    const stopLanguage = onLanguageChange(() => this.draw(false));
    const stopNotices = this.services.notices.subscribe(() => this.showNotices());
    const keyboard = this.input.keyboard;
    // Each key once (once-each.ts): Esc and the page keys included.
    const onKey = onceEach((e: KeyboardEvent) => {
      if (e.key === 'Escape') this.escape();
      else if (e.key === 'PageDown') this.scroller.scrollBy(this.ui.height * 0.8);
      else if (e.key === 'PageUp') this.scroller.scrollBy(-this.ui.height * 0.8);
      else this.focusKey(e);
    });
    keyboard?.on('keydown', onKey);
    this.events.once('shutdown', () => {
      this.scale.off('resize', onResize);
      stopLanguage();
      stopNotices();
      keyboard?.off('keydown', onKey);
      this.noticeTimer?.remove();
      this.noticeTimer = null;
      // Said: the menu drawn again (back from a game) does not show them again; unless the menu went
      // before anyone could read them (a portal's new game in the next frame): the next screen shows them.
      if (performance.now() - this.noticesShownAt < UNREAD_NOTICE_MS)
        for (const text of this.shownNotices) this.services.notices.push(text);
      this.shownNotices = [];
      hideAutomation();
      this.layer.destroy();
      this.noticeLive.remove();
      this.pageText.remove();
    });
    this.showNotices();
  }

  // The HTML layer follows the picture: worked out after a frame drawn, not on a still menu's
  // undrawn frames.
  override update(): void {
    if (lastFrameDrawn()) this.syncLayer();
  }

  /** The menu's buttons as HTML buttons over the canvas (dom-layer.ts), where they are now on the scrolled page. */
  private syncLayer(): void {
    const scroll = this.cameras.main.scrollY;
    const controls = this.focus.buttons().map((b, i) => ({
      // By place, not label: a page drawn again (a setting changed) keeps the focus where it was.
      // A new page has new keys: the focus goes to its first button, where the ring is.
      key: `menu:${this.focus.modalOpen ? 'dialog' : `page${this.pagesShown}`}:${i}`,
      label: b.selected ? `${b.label} ✓` : b.label,
      rect: { x: b.x, y: b.fixed ? b.y : b.y - scroll, w: b.w, h: b.h },
      press: b.press,
      focused: () => this.focus.focusAt(i),
    }));
    // A page come back to (the games, from the rules) lands the browser's focus where its ring is;
    // a page to read, on none.
    this.layer.update(controls, this.focus.modalOpen, this.focus.index);
  }

  private context(): MenuContext {
    return {
      ui: this.ui,
      platform: this.services,
      go: (page) => {
        // The games page, left for a game's rules (or the settings, the statistics), comes back
        // scrolled and focused where it was: its last tile may be dozens of Tabs down.
        if (this.page.kind === 'games' && page.kind !== 'games') {
          this.gamesPlace = { scrollY: this.scroller.scrollY, focus: this.focus.pagePlace };
        }
        const back = page.kind === 'games' ? this.gamesPlace : null;
        this.page = page;
        this.draw(true);
        if (back) {
          this.scroller.restore(back.scrollY);
          this.focus.returnTo(back.focus);
          // The browser's focus too, where the ring is (the page left may have had none: the rules).
          this.syncLayer();
          if (this.focus.index >= 0) this.layer.focusNth(this.focus.index);
        }
      },
      redraw: () => this.draw(false),
      startTable: (data: TableSceneData) => this.scene.start(SCENES.table, data),
      confirm: (question) => this.dialog.ask(question),
      readable: (title, lines) => {
        this.readableText = { title, lines };
      },
    };
  }

  /** Draws the current page; `fromTop` for a new page, else the scroll is kept (within the new height). */
  private draw(fromTop: boolean): void {
    // Every redraw, so a new table colour (the settings page) shows at once.
    this.cameras.main.setBackgroundColor(MENU_COLOURS.background);
    this.ui.clear();
    if (fromTop) {
      this.tapGuard.changed(this.input.activePointer);
      this.scroller.reset();
      this.focus.startPage(this.page.kind === 'rules' || this.page.kind === 'statistics');
      this.pagesShown++;
    }
    const ctx = this.context();
    const page = this.page;
    this.readableText = null;
    let height: number;
    switch (page.kind) {
      case 'games':
        height = drawGamesPage(ctx);
        break;
      case 'rules':
        height = drawRulesPage(ctx, page);
        break;
      case 'settings':
        height = drawSettingsPage(ctx);
        break;
      case 'statistics':
        height = drawStatisticsPage(ctx);
        break;
    }
    this.scroller.setContentHeight(height);
    this.pageText.show(this.readableText);
    this.focus.show();
    this.dialog.relayout();
    this.placeForBack();
    // Notices found while drawing (a save set aside) stay on top of the new page.
    if (this.noticeTimer) this.showNotices();
  }

  /** Tab / Shift+Tab and the arrow keys move the focus; Enter and Space press the focused button (Space with none scrolls). */
  private focusKey(e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const next = e.key === 'ArrowDown' || e.key === 'ArrowRight' || (e.key === 'Tab' && !e.shiftKey);
    const previous = e.key === 'ArrowUp' || e.key === 'ArrowLeft' || (e.key === 'Tab' && e.shiftKey);
    if (next || previous) {
      // Tab would leave the canvas for the browser's own controls; arrows would scroll the page.
      e.preventDefault();
      this.focus.move(next ? 1 : -1);
      // From here the HTML button over it has the focus too, and takes the keys (dom-layer.ts).
      this.syncLayer();
      this.layer.focusNth(this.focus.index);
    } else if (e.key === 'Enter' || e.key === ' ') {
      // A held key's repeats answer no question (the press that asked it may still be held).
      if (e.repeat && this.dialog.open) e.preventDefault();
      else if (this.focus.press()) e.preventDefault();
      else if (e.key === ' ') {
        // No button focused: Space pages down (Shift+Space up), as in a browser's page.
        e.preventDefault();
        this.scroller.scrollBy((e.shiftKey ? -0.8 : 0.8) * this.ui.height);
      }
    }
  }

  /** The browser's Back, like Esc, has somewhere to go but from the games page with no question open. */
  private placeForBack(): void {
    backButton().place(this.page.kind === 'games' && !this.dialog.open);
  }

  /** Esc: cancels an open dialog, else goes back to the games. */
  private escape(): void {
    if (this.dialog.open) this.dialog.cancel();
    else if (this.page.kind !== 'games') this.context().go({ kind: 'games' });
  }

  /** The waiting notices in a banner at the bottom, until tapped or for a few seconds. */
  private showNotices(): void {
    const arrived = this.services.notices.take();
    this.shownNotices.push(...arrived);
    if (this.shownNotices.length === 0) return;
    if (arrived.length > 0) this.noticesShownAt = performance.now();
    const ui = this.noticeUi;
    ui.clear();
    const w = Math.min(ui.width - 2 * EDGE, 640);
    const x = (ui.width - w) / 2;
    const text = ui.text(x + EDGE, 0, this.shownNotices.join('\n'), 15, { wrap: w - 2 * EDGE, fixed: true });
    fillSoon(this.noticeLive, this.shownNotices.join(' '));
    const h = ui.heightOf(text) + 2 * EDGE;
    const y = ui.height - h - EDGE;
    // The whole banner is a button: a tap anywhere on it dismisses it.
    ui.button(x, y, w, h, '', () => this.hideNotices(), { fixed: true, fill: 0x5a2d12 });
    text.setY((y + EDGE) * ui.dpr).setDepth(2010);
    this.noticeTimer?.remove();
    this.noticeTimer = this.time.delayedCall(NOTICE_SECONDS * 1000, () => this.hideNotices());
  }

  private hideNotices(): void {
    this.shownNotices = [];
    this.noticeUi.clear();
    this.noticeLive.textContent = '';
    this.noticeTimer?.remove();
    this.noticeTimer = null;
  }
}
