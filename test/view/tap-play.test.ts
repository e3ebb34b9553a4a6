import { describe, expect, it } from 'vitest';
import {
  type Card,
  currentState,
  type Move,
  play,
  type Refusal,
  type Session,
  startSession,
  undo,
} from '../../src/engine';
import { tapReason } from '../../src/view/table/nowhere-reason';
import { type TapDriver, TapPlay, type TappedCard } from '../../src/view/table/tap-play';
import { board, rules } from '../engine/helpers/board';

// A tap plays the card under the finger. The waste fans its last three cards, so a card under its
// top one shows a strip a finger can land on: that card may not be played, and a tap on it must
// not play the top card instead.

/** The engine's session with no animation: what the table's driver does, as a tap sees it. */
class Driver implements TapDriver {
  constructor(public session: Session) {}
  get state() {
    return currentState(this.session);
  }
  tryMove(move: Move): Refusal | null {
    const r = play(this.session, move);
    if (!r.ok) return r.refusal;
    this.session = r.session;
    return null;
  }
  dropLastStep(): void {
    this.session = undo(this.session);
  }
}

/** The card a tap finds, by its pile and place there. */
const at = (pile: string, index: number): TappedCard => ({ pile, index });

describe('a tap on the waste', () => {
  const klondike = rules('klondike');
  // The ace of spades on top of the waste could go home; the 7 of clubs under it could not.
  const position = board(klondike, 'Stock: *\nWaste: 2H 7C AS\n: *');
  const driver = () => new Driver(startSession(klondike, position, null, 'off'));

  it('plays its top card', () => {
    const d = driver();
    const out = new TapPlay(d).tap(at('w', 2), 0, 100, 100, 24);
    expect(out.played).toBe(true);
    expect(d.state.foundations[0]).toEqual([position.waste[2]]);
  });

  it('on a card under the top plays nothing, and says what was tapped', () => {
    const d = driver();
    const out = new TapPlay(d).tap(at('w', 1), 0, 80, 100, 24);
    expect(out.played).toBe(false);
    expect(d.state).toBe(position);
    expect(out.from).toEqual({ kind: 'waste' });
    // Two cards from the waste: the engine's refusal says why.
    expect(out.n).toBe(2);
    expect(tapReason(d.state, { kind: 'waste' }, 2, position.waste[1] as Card, 'en')).toBe(
      'Only one card at a time leaves a cell or the waste.',
    );
  });
});
