import { type Move, pileName } from '../../engine';
import { t } from '../../platform';
import type { CardBoard } from './card-board';
import type { Highlights } from './highlights';
import type { HintAnswer } from './hint-source';
import type { Rect } from './layout';

/** Outlines the suggested card (or run) and its destination for a few seconds. */
export function showHint(move: Move, board: CardBoard, highlights: Highlights): void {
  const layout = board.tableLayout;
  const from = pileName(move.from);
  const to = pileName(move.to);
  const count = board.pileSprites(from).length;
  const rects: { rect: Rect; colour: number }[] = [];
  if (count > 0) {
    const first = board.placeOf(from, count - move.n);
    const last = board.placeOf(from, count - 1);
    rects.push({
      rect: { x: first.x, y: first.y, w: layout.cardW, h: last.y - first.y + layout.cardH },
      colour: 0xffd54a,
    });
  } else {
    const slot = layout.slots.get(from);
    if (slot) rects.push({ rect: slot, colour: 0xffd54a });
  }
  const area = board.pileArea(to);
  const toCount = board.pileSprites(to).length;
  if (area) {
    const top = to.startsWith('t') && toCount > 0 ? board.placeOf(to, toCount - 1) : area;
    rects.push({ rect: { x: top.x, y: top.y, w: layout.cardW, h: layout.cardH }, colour: 0x6fe3ff });
  }
  highlights.show(rects, 2500);
}

/**
 * Shows the solver's answer: the move to play, or why there is none (with a move that still
 * helps). Where a lost game can be taken back to is the status line's to say (table-status.ts).
 */
export function presentHint(
  answer: HintAnswer,
  board: CardBoard,
  highlights: Highlights,
  say: (text: string) => void,
  /** Cards lie face down (Klondike): every hint is a best guess there, and not said to be one. */
  hidden = false,
): void {
  if (answer.kind === 'none') say(t('table.noHint'));
  else if (answer.kind === 'lost') {
    say(t('table.lostHere'));
    if (answer.move) showHint(answer.move, board, highlights);
  } else {
    // A move no winning line stands behind (the solver did not finish in time, or is not there)
    // says so: it is the best guess of a quick look, and may lead nowhere.
    if (!answer.winning && !hidden) say(t('table.hintGuess'));
    showHint(answer.move, board, highlights);
  }
}
