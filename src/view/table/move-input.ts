import { checkMove, explain, type Move, pileName, type Refusal } from '../../engine';
import { getLanguage } from '../../platform';
import { ports } from '../ports';
import type { CardBoard, CardSprite } from './card-board';
import type { GameDriver } from './game-driver';
import type { Highlights } from './highlights';
import type { KeyMoves } from './key-moves';
import type { Notice } from './notice';
import { tapReason } from './nowhere-reason';
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
  constructor(private readonly p: MoveInputParts) {}

  /** A dragged run let go over a pile: true if the engine took the move. */
  drop(move: Move): boolean {
    this.p.taps.reset();
    this.p.keys.clear();
    const refusal = this.p.driver.tryMove(move);
    if (refusal) this.refuse(refusal);
    return refusal === null;
  }

  /** Outlines the pile under dragged cards when the engine would take them there. */
  hover(move: Move | null): void {
    const { driver, board, highlights } = this.p;
    const area = move && checkMove(driver.state, move).ok ? board.pileArea(pileName(move.to)) : null;
    if (area) highlights.show([{ rect: area, colour: 0x9cff8a }]);
    else highlights.clear();
  }

  /** A tap sends the card to its best place; a card with nowhere to go says what it needs. */
  tap(sprite: CardSprite, x: number, y: number): void {
    this.p.keys.clear();
    const slop = 24 * (window.devicePixelRatio || 1);
    const out = this.p.taps.tap(sprite, performance.now(), x, y, slop);
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
