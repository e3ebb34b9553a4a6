import { checkMove, type Move, type Pile, parsePileName, pileName, type Refusal, samePile } from '../../engine';
import { explain, getLanguage } from '../../platform';
import { ports } from '../ports';
import type { CardBoard, CardSprite } from './card-board';
import type { GameDriver } from './game-driver';
import { type Highlight, type Highlights, REFUSE_COLOUR } from './highlights';
import type { KeyMoves } from './key-moves';
import type { Notice } from './notice';
import { homeChoiceWords, tapReason } from './nowhere-reason';
import { stockMove } from './table-info';
import type { TapPlay } from './tap-play';

// What the pointer does to the game: a drop or a tap becomes a move the engine checks, and a
// refusal is heard and explained. A pointer move also ends a key selection (see key-moves.ts).

export interface MoveInputParts {
  readonly driver: GameDriver;
  readonly board: CardBoard;
  readonly highlights: Highlights;
  readonly taps: TapPlay;
  readonly keys: KeyMoves;
  readonly notice: Notice;
}

export class MoveInput {
  /** While cards are held: the piles the engine would let them go to, drawn as quiet outlines. */
  private targets: Highlight[] = [];

  constructor(private readonly p: MoveInputParts) {}

  /** Cards were picked up: find where they may go (every pile the engine takes them on). */
  lifted(from: Pile, n: number): void {
    const { driver, board } = this.p;
    this.targets = [];
    if (!ports().settings.get().showTargets) return;
    const state = driver.state;
    for (const name of board.pileNames()) {
      const to = parsePileName(name, state);
      if (!to || samePile(to, from) || to.kind === 'stock' || to.kind === 'waste') continue;
      if (!checkMove(state, { from, to, n }).ok) continue;
      const rect = board.dropRect(name);
      if (rect) this.targets.push({ rect, colour: 0xf3e7a0, style: 'target' });
    }
    this.p.highlights.show(this.targets);
  }

  /** A dragged run let go over a pile: true if the engine took the move. */
  drop(move: Move): boolean {
    this.p.taps.reset();
    this.p.keys.clear();
    const refusal = this.p.driver.tryMove(move);
    if (refusal) this.refuse(refusal);
    return refusal === null;
  }

  /**
   * While cards are held over a pile: it glows when the engine would take them there, and shows a
   * clear "no" when it would not, before they are let go. `null`: over no other pile, or let go.
   */
  hover(move: Move | null, held = true): void {
    const { driver, board, highlights } = this.p;
    if (!held) {
      this.targets = [];
      highlights.clear();
      return;
    }
    const rect = move ? board.dropRect(pileName(move.to)) : null;
    if (!move || !rect) {
      highlights.show(this.targets);
      return;
    }
    const ok = checkMove(driver.state, move).ok;
    // The "no" sits just off the held card's top right corner, where the eye is, clear of its index.
    const lead = board.liftedAt();
    const w = board.tableLayout.cardW;
    const mark = lead ? { x: lead.x + w * 1.1, y: lead.y + w * 0.02 } : undefined;
    const over: Highlight = ok
      ? { rect, colour: 0x9cff8a }
      : { rect, colour: REFUSE_COLOUR, style: 'refuse', ...(mark ? { mark } : {}) };
    highlights.show([...this.targets, over]);
  }

  /** A tap sends the card to its best place; a card with nowhere to go says what it needs. */
  tap(sprite: CardSprite, x: number, y: number): void {
    this.p.keys.clear();
    const slop = 24 * (window.devicePixelRatio || 1);
    const out = this.p.taps.tap(sprite, performance.now(), x, y, slop);
    if (out.homeChoice) this.p.notice.show(homeChoiceWords(sprite.card, out.homeChoice, getLanguage()));
    if (out.played || !out.from || out.n === undefined) return;
    ports().sounds.play('illegal');
    const why = tapReason(this.p.driver.state, out.from, out.n, sprite.card, getLanguage());
    if (why) this.p.notice.show(why);
  }

  /** Deals from the stock, or turns the waste over. */
  tapStock(): void {
    this.p.taps.reset();
    const r = this.p.driver.tryMove(stockMove(this.p.driver.state));
    if (r) this.refuse(r);
  }

  refuse(r: Refusal): void {
    ports().sounds.play('illegal');
    this.p.notice.show(explain(r, getLanguage()));
  }
}
