import { describe, expect, it } from 'vitest';
import {
  allPiles,
  currentState,
  type Move,
  pileName,
  play,
  positionPiles,
  type Refusal,
  type Session,
  type State,
  startSession,
} from '../../src/engine';
import { pileControls, type TableControlParts } from '../../src/view/a11y/table-controls';
import { KeyMoves } from '../../src/view/table/key-moves';
import { layoutTable } from '../../src/view/table/layout';
import { board, rules } from '../engine/helpers/board';

// The piles as buttons (the screen reader's and the keyboard's way to play): a press picks a
// pile's cards up, the next press puts them down on the pile pressed. Every pile of the table is
// such a button, so every pile must take part, whether or not the typed notation has a key for it.

/** A table with no canvas: the engine's session behind the pile buttons, and what they said. */
function table(start: State) {
  let session: Session = startSession(start.rules, start, null, 'off');
  const said: string[] = [];
  const layout = layoutTable(start.rules, 1280, 800, 1, false);
  const driver = {
    get state() {
      return currentState(session);
    },
    finish() {},
    tryMove(move: Move): Refusal | null {
      const r = play(session, move);
      if (!r.ok) return r.refusal;
      session = r.session;
      return null;
    },
  };
  const area = (name: string) => layout.slots.get(name) ?? null;
  const keys = new KeyMoves(driver, { pileArea: area }, { show() {}, clear() {} }, (text) => said.push(text));
  const parts: TableControlParts = {
    board: { tableLayout: layout, pileNames: () => allPiles(driver.state).map(pileName), pileArea: area },
    keys,
    state: () => driver.state,
    tapStock() {},
    say: (text) => said.push(text),
    blocked: () => false,
  };
  const press = (name: string) => {
    const control = pileControls(parts).find((c) => c.key === `pile:${name}`);
    if (!control) throw new Error(`no button for ${name}`);
    control.press();
  };
  const pile = (name: string) => positionPiles(driver.state)[name];
  return { press, pile, said };
}

describe("the pile buttons reach Busy Aces' columns 11 and 12 (no key of the notation names them)", () => {
  // The 9 of hearts in column 11 builds on the 10 of hearts in column 3; the 8 of hearts in column 12 on the 9.
  const start = board(
    rules('busy-aces'),
    ['Stock: *', 'Waste:', ': *', ': *', ': TH', ': *', ': *', ': *', ': *', ': *', ': *', ': *', ': 9H', ': 8H'].join(
      '\n',
    ),
  );

  it('a card picked up in column 11 is put down on column 3', () => {
    const t = table(start);
    t.press('t11');
    expect(t.said).toEqual(['Picked up the 9 of hearts. Choose where it goes.']);
    t.press('t3');
    expect(t.pile('t3')).toEqual(['TH', '9H']);
    expect(t.pile('t11')).toEqual([]);
  });

  it('a card picked up in column 12 is put down on column 3', () => {
    const t = table(start);
    t.press('t11');
    t.press('t3');
    t.press('t12');
    t.press('t3');
    expect(t.pile('t3')).toEqual(['TH', '9H', '8H']);
  });
});

describe("the pile buttons and a foundation's top card", () => {
  it('bring it back to a column where the rules let it come back (Klondike)', () => {
    const t = table(board(rules('klondike'), 'Foundations: H-5\nStock: *\nWaste:\n: 6C'));
    t.press('f1');
    expect(t.said).toEqual(['Picked up the 5 of hearts. Choose where it goes.']);
    t.press('t1');
    expect(t.pile('t1')).toEqual(['6C', '5H']);
  });

  it('do not pick it up where foundations are one-way', () => {
    const t = table(board(rules('busy-aces'), 'Foundations: H-5\nStock: *\nWaste:\n: 6C'));
    t.press('f1');
    expect(t.said).toEqual([]);
    // Nothing was picked up: the next press picks up the column's card.
    t.press('t1');
    expect(t.said).toEqual(['Picked up the 6 of clubs. Choose where it goes.']);
  });
});
