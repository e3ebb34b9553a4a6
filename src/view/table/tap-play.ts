import {
  cardsOf,
  destinations,
  foundationGroupIndex,
  foundationGroupOf,
  type Move,
  type Pile,
  parsePileName,
  type State,
  samePile,
} from '../../engine';
import type { CardSprite } from './card-board';
import type { GameDriver } from './game-driver';

// Taps: one tap sends a card (and the cards above it) to its best legal destination; tapping the
// same card again soon after cycles through the other destinations; a double tap sends it home.
// Where foundations of two groups take the card (a 5 in Penta: up or down), the first tap's choice
// changes the game, so the outcome says which way it went and which way another tap would send it.

const DOUBLE_TAP_MS = 350;
const CYCLE_MS = 4000;

/** What a tap needs of the driver: the session, and to play or drop a move (a test drives the engine alone). */
export type TapDriver = Pick<GameDriver, 'session' | 'state' | 'tryMove' | 'dropLastStep'>;

/** The card tapped: its pile and place there (the same sprite tapped again cycles its moves). */
export type TappedCard = Pick<CardSprite, 'pile' | 'index'>;

interface LastTap {
  readonly sprite: TappedCard;
  readonly time: number;
  /** Where the tap was (game pixels). */
  readonly x: number;
  readonly y: number;
  readonly options: readonly Move[];
  readonly chosen: number;
  /** The session cursor right after the tap's move: anything else in between ends the cycle. */
  readonly cursor: number;
}

export interface TapOutcome {
  readonly played: boolean;
  /** When nothing could be played: the pile and count that were tapped (for a reason). */
  readonly from?: Pile;
  readonly n?: number;
  /** The card went home where another group's foundation would also have taken it: which way each builds. */
  readonly homeChoice?: { readonly chosen: 'up' | 'down'; readonly other: 'up' | 'down' };
}

export class TapPlay {
  private last: LastTap | null = null;

  constructor(private readonly driver: TapDriver) {}

  reset(): void {
    this.last = null;
  }

  tap(sprite: TappedCard, now: number, x: number, y: number, slop: number): TapOutcome {
    const last = this.last;
    const d = this.driver;
    // The second half of a double tap, landing where the first did on the card that one uncovered,
    // is not a new tap; a quick tap elsewhere is.
    const near = last !== null && Math.hypot(x - last.x, y - last.y) < slop;
    if (last && near && last.sprite !== sprite && now - last.time < DOUBLE_TAP_MS) return { played: true };
    if (last && last.sprite === sprite && d.session.cursor === last.cursor && now - last.time < CYCLE_MS) {
      const m = last.options[last.chosen] as Move;
      if (samePile(m.to, pileOf(d, sprite.pile) ?? m.from)) return this.again({ ...last, x, y }, now);
    }
    this.last = null;
    const state = d.state;
    const from = parsePileName(sprite.pile, state);
    if (!from) return { played: false };
    // The card under the finger and those above it: in a column a run, and on the waste, whose
    // last three cards fan, a card under the top one is two or three cards, which the engine
    // refuses (only the top card leaves the waste) rather than playing the top card in its place.
    const n = Math.max(1, cardsOf(state, from).length - sprite.index);
    const options = destinations(state, from, n);
    const first = options[0];
    if (!first) return { played: false, from, n };
    d.tryMove(first);
    this.last = { sprite, time: now, x, y, options, chosen: 0, cursor: d.session.cursor };
    const homeChoice = otherHome(state, first, options);
    return homeChoice ? { played: true, homeChoice } : { played: true };
  }

  private again(last: LastTap, now: number): TapOutcome {
    const d = this.driver;
    let next: number;
    if (now - last.time < DOUBLE_TAP_MS) {
      // Double tap: home if home is one of the choices and not already chosen.
      next = last.options.findIndex((m) => m.to.kind === 'foundation');
      if (next < 0 || next === last.chosen) return { played: true };
    } else {
      if (last.options.length < 2) return { played: true };
      next = (last.chosen + 1) % last.options.length;
    }
    d.dropLastStep();
    const refused = d.tryMove(last.options[next] as Move);
    if (refused) return { played: false };
    this.last = { ...last, time: now, chosen: next, cursor: d.session.cursor };
    return { played: true };
  }
}

/** Which way `chosen` (a move home) and another group's foundation among `options` build, if there is one. */
function otherHome(state: State, chosen: Move, options: readonly Move[]): TapOutcome['homeChoice'] {
  if (chosen.to.kind !== 'foundation') return undefined;
  const group = foundationGroupIndex(state.rules, chosen.to.index);
  const other = options.find(
    (m) => m.to.kind === 'foundation' && foundationGroupIndex(state.rules, m.to.index) !== group,
  );
  if (other?.to.kind !== 'foundation') return undefined;
  return {
    chosen: foundationGroupOf(state.rules, chosen.to.index).direction,
    other: foundationGroupOf(state.rules, other.to.index).direction,
  };
}

function pileOf(d: TapDriver, name: string): Pile | null {
  return parsePileName(name, d.state);
}
