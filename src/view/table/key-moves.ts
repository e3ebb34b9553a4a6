import { parseMove } from '../../engine';
import { describeMoveProblem, explain, getLanguage } from '../../platform';
import type { CardBoard } from './card-board';
import type { GameDriver } from './game-driver';
import type { Highlights } from './highlights';

// Moves typed on the keyboard in the standard notation: a source key, then a destination key.
// The engine reads the pair ("3a", "1h", "36") with parseMove, so the view decides nothing.

const CELL_LETTERS = 'abcdefgijklmnopq';

/** The pile name of a notation token in this position, or null. */
function pileOfToken(token: string, columns: number, cells: number, stock: boolean): string | null {
  if (/^[0-9]$/.test(token)) {
    const i = token === '0' ? 10 : Number(token);
    return i <= columns ? `t${i}` : null;
  }
  if (token === 's' || token === 'w') return stock ? token : null;
  const c = CELL_LETTERS.indexOf(token);
  return c >= 0 && c < cells ? `c${c + 1}` : null;
}

/** The notation token of a pile name ("t3" is 3, "t10" is 0, "c2" is b, a foundation h), or null. */
export function tokenOfPile(pile: string): string | null {
  if (pile === 's' || pile === 'w') return pile;
  const n = Number(pile.slice(1));
  if (pile.startsWith('t')) return n === 10 ? '0' : n >= 1 && n <= 9 ? String(n) : null;
  if (pile.startsWith('c')) return CELL_LETTERS[n - 1] ?? null;
  return pile.startsWith('f') ? 'h' : null;
}

export class KeyMoves {
  private source: string | null = null;

  constructor(
    private readonly driver: GameDriver,
    private readonly board: CardBoard,
    private readonly highlights: Highlights,
    private readonly say: (text: string) => void,
  ) {}

  selected(): string | null {
    return this.source;
  }

  select(token: string): boolean {
    const s = this.driver.state;
    const pile = pileOfToken(token, s.tableau.length, s.cells.length, s.rules.stock !== null);
    if (!pile) return false;
    this.driver.finish();
    this.source = token;
    const area = this.board.pileArea(pile);
    if (area) this.highlights.show([{ rect: area, colour: 0x9cff8a }]);
    return true;
  }

  target(token: string): void {
    const source = this.source;
    this.clear();
    if (source === null) return;
    const parsed = parseMove(this.driver.state, `${source}${token}`);
    if (!parsed.ok) {
      this.say(describeMoveProblem(parsed.problem, getLanguage()));
      return;
    }
    const refusal = this.driver.tryMove(parsed.move);
    if (refusal) this.say(explain(refusal, getLanguage()));
  }

  clear(): void {
    if (this.source !== null) this.highlights.clear();
    this.source = null;
  }
}
