import { afterEach, describe, expect, it } from 'vitest';
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
import { setLanguage } from '../../src/platform';
import { pileControls, pileDescription, pileLabel, type TableControlParts } from '../../src/view/a11y/table-controls';
import { KeyMoves } from '../../src/view/table/key-moves';
import { tokenOfKey } from '../../src/view/table/keyboard';
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
  const keys = new KeyMoves(
    driver,
    { pileArea: area, placeOf: (_pile, index) => ({ x: 0, y: 20 * index }) },
    { show() {}, clear() {} },
    (text) => said.push(text),
  );
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
  /** Keys typed, as the keyboard reads them (a source, then a destination). */
  const type = (...typed: { key: string; code: string }[]) => {
    for (const k of typed) {
      const token = tokenOfKey(k);
      if (token === null) throw new Error(`no token for ${k.code}`);
      if (keys.selected() === null) keys.select(token);
      else keys.target(token);
    }
  };
  /** ↑ or ↓ with a source chosen: to a foundation that builds that way. */
  const arrow = (direction: 'up' | 'down') => keys.targetHome(direction);
  return { press, pile, said, type, arrow, keys };
}

/** A key as the browser gives it: what it types, and where it lies on the keyboard. */
const KEY = {
  three: { key: '3', code: 'Digit3' },
  minus: { key: '-', code: 'Minus' },
  equal: { key: '=', code: 'Equal' },
  // On a German keyboard the two keys right of the 0 type ß and ´ (a dead key).
  sharpS: { key: 'ß', code: 'Minus' },
  acute: { key: 'Dead', code: 'Equal' },
};

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

describe("typed keys reach Busy Aces' columns 11 and 12: the two keys right of the 0", () => {
  const start = board(
    rules('busy-aces'),
    ['Stock: *', 'Waste:', ': *', ': *', ': TH', ': *', ': *', ': *', ': *', ': *', ': *', ': *', ': 9H', ': 8H'].join(
      '\n',
    ),
  );

  it('- then 3 moves column 11 onto column 3, = then 3 column 12', () => {
    const t = table(start);
    t.type(KEY.minus, KEY.three);
    expect(t.pile('t3')).toEqual(['TH', '9H']);
    t.type(KEY.equal, KEY.three);
    expect(t.pile('t3')).toEqual(['TH', '9H', '8H']);
  });

  it('are the same keys on a German keyboard (ß and the acute accent)', () => {
    const t = table(start);
    t.type(KEY.sharpS, KEY.three, KEY.acute, KEY.three);
    expect(t.pile('t3')).toEqual(['TH', '9H', '8H']);
  });

  it('name no pile where there are only ten columns or fewer', () => {
    const t = table(board(rules('freecell'), ': TH\n: 9S'));
    t.type(KEY.minus);
    expect(t.said).toEqual([]);
  });
});

describe('the pile buttons send a card that both foundation groups take (a 5 in Penta) to the group pressed', () => {
  // Every foundation empty: the 5s in columns 1 and 2 may start an up pile (f1..f4) or a down one (f5..f8).
  const start = board(rules('penta'), ['Stock: *', 'Waste:', ': 5S', ': 5H', ': 4D', ': *', ': *', ': *'].join('\n'));

  it('onto the down pile pressed, and another 5 onto the up pile pressed', () => {
    const t = table(start);
    t.press('t1');
    t.press('f6');
    expect(t.pile('f6')).toEqual(['5S']);
    t.press('t2');
    t.press('f2');
    expect(t.pile('f2')).toEqual(['5H']);
  });

  it('a card only the other group takes is refused on the pile pressed, not sent to the other group', () => {
    const t = table(start);
    t.press('t1');
    t.press('f5');
    // The 4 of diamonds goes on the down pile's 5; an up pile wants a 5 to start it.
    t.press('t3');
    t.press('f1');
    expect(t.pile('t3')).toEqual(['4D']);
    expect(t.pile('f5')).toEqual(['5S']);
    expect(t.said.at(-1)).toMatch(/a 5/);
    t.press('t3');
    t.press('f8');
    expect(t.pile('f5')).toEqual(['5S', '4D']);
  });
});

describe('typed keys send a card that both foundation groups take (a 5 in Penta) up with ↑ and down with ↓', () => {
  const start = board(rules('penta'), ['Stock: *', 'Waste:', ': 5S', ': 5H', ': 4D', ': *', ': *', ': *'].join('\n'));
  const one = { key: '1', code: 'Digit1' };
  const two = { key: '2', code: 'Digit2' };
  const three = { key: '3', code: 'Digit3' };
  const h = { key: 'h', code: 'KeyH' };

  it('"1h" keeps the 5 chosen and asks up or down; ↓ sends it onto a down pile, ↑ another 5 onto an up pile', () => {
    const t = table(start);
    t.type(one, h);
    expect(t.pile('t1')).toEqual(['5S']);
    expect(t.keys.selected()).toBe('t1');
    expect(t.said.at(-1)).toBe(
      'The 5 of spades may go onto a foundation that builds up or one that builds down: press ↑ or ↓.',
    );
    t.arrow('down');
    expect(t.pile('f5')).toEqual(['5S']);
    t.type(two);
    t.arrow('up');
    expect(t.pile('f1')).toEqual(['5H']);
  });

  it('a card only the other group takes is refused with the reason, not sent the other way', () => {
    const t = table(start);
    t.type(one);
    t.arrow('down');
    t.type(three);
    t.arrow('up');
    expect(t.pile('t3')).toEqual(['4D']);
    expect(t.said.at(-1)).toMatch(/a 5/);
    t.type(three);
    t.arrow('down');
    expect(t.pile('f5')).toEqual(['5S', '4D']);
  });

  it('where no foundation builds that way (FreeCell builds only up), ↓ says so and the card stays chosen; ↑ plays as h', () => {
    const t = table(board(rules('freecell'), 'Foundations: S-A\n: 2S'));
    t.type(one);
    t.arrow('down');
    expect(t.said.at(-1)).toBe('No foundation here builds down.');
    expect(t.keys.selected()).toBe('t1');
    t.arrow('up');
    expect(t.pile('t1')).toEqual([]);
    expect(['f1', 'f2', 'f3', 'f4'].map((f) => t.pile(f))).toContainEqual(['AS', '2S']);
  });
});

describe('the pile buttons send a card home to the pile of its group that takes it', () => {
  it('a 2 of hearts pressed onto an empty foundation goes onto the ace of hearts (Busy Aces)', () => {
    const t = table(board(rules('busy-aces'), 'Foundations: H-A\nStock: *\nWaste:\n: 2H'));
    t.press('t1');
    t.press('f5');
    expect(t.pile('f1')).toEqual(['AH', '2H']);
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
    expect(t.said).toEqual(['Foundations are one-way: cards do not come back down.']);
    // Nothing was picked up: the next press picks up the column's card.
    t.press('t1');
    expect(t.said.at(-1)).toBe('Picked up the 6 of clubs. Choose where it goes.');
  });
});

describe('a pile button with nothing to pick up says so, and picks nothing up', () => {
  it('an empty column or cell: the next press picks up what it is pressed on', () => {
    const t = table(board(rules('freecell'), ': 6C\n:\n: *'));
    t.press('t2');
    expect(t.said).toEqual(['There is no card there to move.']);
    t.press('c1');
    expect(t.said.at(-1)).toBe('There is no card there to move.');
    t.press('t1');
    expect(t.said.at(-1)).toBe('Picked up the 6 of clubs. Choose where it goes.');
  });
});

describe('the same column pressed again picks up one card fewer of its run', () => {
  // The 8 of hearts and 7 of spades on the 9 of clubs; column 2 empty, the cells free. The
  // notation would fill the space with as many as can go: the whole run.
  const start = () => table(board(rules('freecell'), ': 9C 8H 7S\n:\n: *'));

  it('so part of a run goes into an empty column', () => {
    const t = start();
    t.press('t1');
    t.press('t1');
    expect(t.said.at(-1)).toBe('Picked up 2 cards, from the 8 of hearts on. Choose where they go.');
    t.press('t2');
    expect(t.pile('t2')).toEqual(['8H', '7S']);
    expect(t.pile('t1')?.at(-1)).toBe('9C');
  });

  it('down to one card, and the press after that puts it down', () => {
    const t = start();
    t.press('t1');
    t.press('t1');
    t.press('t1');
    expect(t.said.at(-1)).toBe('Picked up 1 card, the 7 of spades. Choose where it goes.');
    t.press('t1');
    expect(t.said.at(-1)).toBe('Put down again.');
    expect(t.keys.selected()).toBeNull();
    // Picked up afresh: the whole run again.
    t.press('t1');
    t.press('t2');
    expect(t.pile('t2')).toEqual(['9C', '8H', '7S']);
  });

  it('a cell holds one card: pressed again, it is put down', () => {
    const t = table(board(rules('freecell'), 'Freecells: 6C\n: *'));
    t.press('c1');
    t.press('c1');
    expect(t.said.at(-1)).toBe('Put down again.');
  });
});

describe("a foundation's name for the screen reader says what its empty slot shows: the rank that starts it and its way", () => {
  afterEach(() => setLanguage('en'));

  it('in a game of one group, for an empty pile', () => {
    const eights = board(rules('eights-down'), 'Stock: *\nWaste:\n: *');
    expect(pileLabel(eights, 'f1')).toBe('Foundation 1, empty: an 8 starts it, building down');
    const busy = board(rules('busy-aces'), 'Stock: *\nWaste:\n: *');
    expect(pileLabel(busy, 'f1')).toBe('Foundation 1, empty: an ace starts it, building up');
  });

  it('in Penta, which way each pile builds, empty or not', () => {
    const penta = board(rules('penta'), 'Foundations: 5S,6H - - - 5C - - -\nStock: *\nWaste:\n: *');
    expect(pileLabel(penta, 'f1')).toBe('Foundation 1, building up: the 6 of hearts');
    expect(pileLabel(penta, 'f2')).toBe('Foundation 2, empty: a 5 starts it, building up');
    expect(pileLabel(penta, 'f5')).toBe('Foundation 5, building down: the 5 of clubs');
    expect(pileLabel(penta, 'f6')).toBe('Foundation 6, empty: a 5 starts it, building down');
    setLanguage('de');
    expect(pileLabel(penta, 'f5')).toBe('Zielstapel 5, absteigend: Kreuz 5');
    expect(pileLabel(penta, 'f6')).toBe('Zielstapel 6, leer – eine 5 beginnt ihn, absteigend');
  });

  it('in Sixes and Sevens, the 6s down and the 7s up', () => {
    const dealt = 'Foundations: H-6 C-6 D-6 S-6 H-6 C-6 D-6 S-6 H-7 C-7 D-7 S-7 H-7 C-7 D-7 S-7';
    const s = board(rules('sixes-and-sevens'), `${dealt}\nStock: *\nWaste:`);
    expect(pileLabel(s, 'f1')).toBe('Foundation 1, building down: the 6 of hearts');
    expect(pileLabel(s, 'f9')).toBe('Foundation 9, building up: the 7 of hearts');
  });
});

describe("a column's button names every card a sighted player sees in it, not its top card only", () => {
  afterEach(() => setLanguage('en'));

  it('its face-up cards from the bottom up, beside the short name; face-down ones are not named (Klondike)', () => {
    const s = board(rules('freecell'), ': KS QH JC\n: 5D\n: *');
    const described = (name: string) => pileDescription(s, name);
    expect(pileLabel(s, 't1')).toBe('Column 1, 3 cards, the jack of clubs on top');
    expect(described('t1')).toBe('From the bottom up: the king of spades, the queen of hearts, the jack of clubs');
    // A single card says nothing more than the name does.
    expect(described('t2')).toBeUndefined();
    setLanguage('de');
    expect(described('t1')).toBe('Von unten nach oben: Pik König, Herz Dame, Kreuz Bube');
    setLanguage('en');
    const k = board(rules('klondike'), 'Stock: *\nWaste:\n: [5H 3C] 9C 8H');
    expect(pileDescription(k, 't1')).toBe('From the bottom up: 2 face down, the 9 of clubs, the 8 of hearts');
  });
});

describe("the stock's name for the screen reader says what its label shows: the pass, and what a press does once it is empty", () => {
  afterEach(() => setLanguage('en'));
  const busy = rules('busy-aces');
  const klondike = rules('klondike');

  it('the cards left and the pass', () => {
    expect(pileLabel(board(busy, 'Stock: *\nWaste:\n: *'), 's')).toMatch(/^Stock, \d+ cards, pass 1 of 1$/);
    expect(pileLabel(board(klondike, 'Stock: *\nWaste:\n: *'), 's')).toMatch(/^Stock, \d+ cards, pass 1$/);
    setLanguage('de');
    expect(pileLabel(board(busy, 'Stock: *\nWaste:\n: *'), 's')).toMatch(/^Talon, \d+ Karten, Durchgang 1 von 1$/);
  });

  it('once empty: that the waste turns over for the next pass, or that no pass is left', () => {
    expect(pileLabel(board(klondike, 'Stock:\nWaste: *\n: *'), 's')).toBe(
      'Stock, empty: press it to turn the waste over for pass 2',
    );
    expect(pileLabel(board(busy, 'Stock:\nWaste: *\n: *'), 's')).toBe('Stock, empty, no pass left');
    expect(pileLabel(board(klondike, 'Stock:\nWaste:\n: *'), 's')).toBe('Stock, empty, pass 1');
  });
});

describe("a Klondike column's name for the screen reader", () => {
  it('says how many of its cards lie face down, as their backs show', () => {
    const k = board(rules('klondike'), 'Stock: *\nWaste:\n: [KD 2C] 8H\n: 9S');
    expect(pileLabel(k, 't1')).toBe('Column 1, 3 cards, 2 face down, the 8 of hearts on top');
    expect(pileLabel(k, 't2')).toBe('Column 2, 1 card: the 9 of spades');
    setLanguage('de');
    expect(pileLabel(k, 't1')).toBe('Spalte 1, 3 Karten, 2 verdeckt, oben Herz 8');
    setLanguage('en');
  });
});
