import { MAX_DEAL, type Session } from '../../engine';
import { t, tOr } from '../../platform';
import { copyText, dealLink, parseDealInput } from '../deal-link';
import type { Dialog, DialogChoice } from './dialog';
import { HtmlPanel } from './html-panel';

// Deal numbers on the table: tapping the HUD's title asks for a deal number to play or copies the
// link to this deal (the page's own ?game=&deal= parameters) for a friend.

export interface DealHost {
  readonly dialog: Dialog;
  readonly canvas: HTMLCanvasElement;
  session(): Session;
  notice(text: string): void;
  /** Plays this deal (the table confirms giving up a game in progress). */
  play(deal: number): void;
  /** The game is held from outside (a portal's pause): the box may not play a deal now. */
  held(): boolean;
}

export class DealControls {
  private readonly panel = new HtmlPanel();

  constructor(private readonly host: DealHost) {}

  get open(): boolean {
    return this.panel.open;
  }

  close(): void {
    this.panel.close();
  }

  /** The choices for the deal on the table: pick another number, or share this one. */
  menu(): void {
    const s = this.host.session();
    const name = tOr(`game.${s.rules.id}`, s.rules.name);
    const title = s.deal === null ? `${name} (${t('table.position')})` : `${name} #${s.deal}`;
    const choices: DialogChoice[] = [{ label: t('table.chooseDeal'), action: () => this.ask() }];
    if (s.deal !== null) choices.push({ label: t('table.share'), action: () => void this.share() });
    choices.push({ label: t('table.cancel'), action: () => {}, cancel: true });
    this.host.dialog.ask(title, choices);
  }

  /** The deal-number box. */
  ask(): void {
    const max = MAX_DEAL;
    this.panel.show(
      {
        title: t('table.dealPrompt', { max }),
        field: 'number',
        value: String(this.host.session().deal ?? ''),
        ok: t('table.play'),
        cancel: t('table.cancel'),
        max,
        check: (text) => (parseDealInput(text).ok ? null : t('table.badDeal', { max })),
        held: () => this.host.held(),
        done: (text) => {
          const chosen = parseDealInput(text);
          if (chosen.ok) this.host.play(chosen.deal);
        },
      },
      this.host.canvas,
    );
  }

  /** Copies the link to this deal, or shows it to copy by hand where the clipboard is closed. */
  async share(): Promise<void> {
    const s = this.host.session();
    if (s.deal === null) return;
    const base = `${location.origin}${location.pathname}`;
    const link = dealLink(base, s.rules.id, s.deal, s.rules.options);
    if (await copyText(link, navigator.clipboard)) this.host.notice(t('table.linkCopied', { link }));
    else {
      this.panel.show(
        { title: t('table.copyLink'), field: 'link', value: link, ok: t('table.close') },
        this.host.canvas,
      );
    }
  }
}
