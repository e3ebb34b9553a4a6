import { afterEach, describe, expect, it } from 'vitest';
import {
  cell,
  currentState,
  newGame,
  play,
  playOpening,
  readPosition,
  restart,
  rulesFor,
  type Session,
  saveToJson,
  startSession,
  statusOf,
  tableau,
} from '../../src/engine';
import { Notices } from '../../src/platform/notices';
import { SaveSlots } from '../../src/platform/save-slots';
import { SavedGames, saveKey } from '../../src/platform/saved-games';
import { Statistics } from '../../src/platform/statistics';
import { KEY_PREFIX, MemoryStore } from '../../src/platform/store';
import { NO_PORTS, ports, setPorts } from '../../src/view/ports';
import { GameRecord } from '../../src/view/table/game-record';
import { gameInProgress } from './helpers/game-in-progress';

// What the table keeps about a game beyond its position: a game given up for another start
// counts as lost once, and only here when its save is this page's; where another tab has taken
// the game over, the game in the save is counted when it is given up in its turn.

/** Storage that holds so many characters and refuses a write beyond them (a full quota). */
class FullStore extends MemoryStore {
  room = Number.POSITIVE_INFINITY;

  /** Characters held now. */
  used(): number {
    return this.keys().reduce((n, k) => n + (this.get(k)?.length ?? 0), 0);
  }

  override set(key: string, value: string): boolean {
    const others = this.used() - (this.get(key)?.length ?? 0);
    return others + value.length <= this.room && super.set(key, value);
  }
}

/** One page: its storage, its save slots (which hear of other tabs' writes), statistics, as the view's ports. */
function page(store: MemoryStore = new MemoryStore()) {
  let heard: (key: string | null) => void = () => {};
  const saves = new SaveSlots(store, new SavedGames(store), new Notices(), (h) => {
    heard = h;
    return () => {};
  });
  const statistics = new Statistics(store);
  setPorts({ saves, statistics });
  /** Another tab writes its own save of this game, as a browser's storage event tells. */
  const otherTabSaves = (session: Session) => {
    store.set(saveKey('freecell'), saveToJson(session));
    heard(KEY_PREFIX + saveKey('freecell'));
  };
  return { store, saves, statistics, otherTabSaves };
}

/** A page playing a game in progress (`here`, saved) whose save another tab then wrote over with its own (`theirs`). */
function yieldedToAnotherTab() {
  const p = page();
  const here = gameInProgress();
  p.saves.claim('freecell');
  p.saves.save('freecell', saveToJson(here));
  const theirs = gameInProgress();
  p.otherTabSaves(theirs);
  return { ...p, here, theirs };
}

/** The table's record of a game on it, started as the table starts it. */
function tableWith(session: Session, resumed: boolean): GameRecord {
  const record = new GameRecord(
    () => 0,
    () => session,
  );
  record.start(resumed);
  return record;
}

describe("the table's record of a game given up", () => {
  afterEach(() => setPorts(NO_PORTS));

  it('counts a game in progress as lost, and drops its save', () => {
    const { store, saves, statistics } = page();
    const session = gameInProgress();
    saves.claim('freecell');
    saves.save('freecell', saveToJson(session));
    tableWith(session, false).giveUp();
    expect(statistics.get('freecell')).toMatchObject({ played: 1, won: 0 });
    expect(store.get(saveKey('freecell'))).toBeNull();
  });

  it('counts nothing for a game without moves', () => {
    const { statistics } = page();
    const rules = rulesFor('freecell');
    if (!rules.ok) throw new Error(rules.error);
    const dealt = newGame(rules.rules, 1);
    if (!dealt.ok) throw new Error(dealt.error);
    tableWith(dealt.session, false).giveUp();
    expect(statistics.get('freecell').played).toBe(0);
  });

  it('counts once where another tab took the game over: the saved game, when it is given up', () => {
    const { store, saves, statistics, here, theirs } = yieldedToAnotherTab();
    // A new deal here: the other tab's save stands, and the table brings its game back, asking.
    tableWith(here, false).giveUp();
    expect(store.get(saveKey('freecell'))).toBe(saveToJson(theirs));
    saves.claim('freecell');
    tableWith(theirs, true).giveUp();
    expect(statistics.get('freecell')).toMatchObject({ played: 1, won: 0 });
    expect(store.get(saveKey('freecell'))).toBeNull();
  });
});

describe("the table's record of a game won", () => {
  afterEach(() => setPorts(NO_PORTS));

  it("counts a game with options in those options' statistics (Klondike drawing three), not the plain game's", () => {
    const { statistics } = page();
    tableWith(gameInProgress('klondike', ['draw-3']), false).giveUp();
    expect(statistics.get('klondike', ['draw-3'])).toMatchObject({ played: 1, won: 0 });
    expect(statistics.get('klondike')).toMatchObject({ played: 0 });
  });

  it('counts nothing for a position its opening auto-moves won: no game was played, and 0 moves would stand as a record', () => {
    const { statistics } = page();
    const rules = rulesFor('freecell');
    if (!rules.ok) throw new Error(rules.error);
    // Each suit in a column of its own (and four empty ones), king at the bottom: every card goes home by itself.
    const suits = ['H', 'C', 'D', 'S'].map((suit) => `: ${[...'KQJT98765432A'].map((rank) => rank + suit).join(' ')}`);
    const sorted = readPosition(
      rules.rules,
      ['Foundations: H-0 C-0 D-0 S-0', 'Freecells: - - - -', ...suits, ':', ':', ':', ':'].join('\n'),
    );
    if (!sorted.ok) throw new Error(sorted.error);
    const session = playOpening(startSession(rules.rules, sorted.state, null, 'safe'));
    expect(statusOf(currentState(session))).toBe('won');
    const record = tableWith(session, false);
    record.stop();
    expect(record.record(true)).toBeNull();
    expect(statistics.get('freecell')).toMatchObject({ played: 0, won: 0, bestMoves: null, bestSeconds: null });
  });

  it('counts nothing for a prepared position, won or given up: its moves and time are no deal’s records', () => {
    const { saves, statistics } = page();
    // The portal still hears of the win: it was played.
    const told: unknown[] = [];
    setPorts({ saves, statistics, portal: { ready: () => {}, won: (...win) => told.push(win) } });
    const rules = rulesFor('freecell');
    if (!rules.ok) throw new Error(rules.error);
    // One move from the win: the king of hearts off the queen, then the hearts go home.
    const board = ['Foundations: H-J C-K D-K S-K', 'Freecells: - - - -', ': QH KH', ...Array(7).fill(':')].join('\n');
    const given = readPosition(rules.rules, board);
    if (!given.ok) throw new Error(given.error);
    const start = startSession(rules.rules, given.state, null, 'safe');
    const kingToCell = play(start, { from: tableau(0), to: cell(0), n: 1 });
    if (!kingToCell.ok) throw new Error(kingToCell.refusal.code);
    expect(statusOf(currentState(kingToCell.session))).toBe('won');
    expect(tableWith(kingToCell.session, false).win()).toBeNull();
    expect(told).toEqual([['freecell', null, expect.any(Number), 0]]);
    // And one given up (a move made, not won: no auto-moves).
    const toCell = play(startSession(rules.rules, given.state, null, 'off'), { from: tableau(0), to: cell(1), n: 1 });
    if (!toCell.ok) throw new Error(toCell.refusal.code);
    expect(statusOf(currentState(toCell.session))).not.toBe('won');
    tableWith(toCell.session, false).giveUp();
    expect(statistics.get('freecell')).toMatchObject({ played: 0, won: 0, bestMoves: null, bestSeconds: null });
  });

  it("counts a win made in a tab that yielded the game to another, and leaves that tab's save", () => {
    const { store, statistics, here, theirs } = yieldedToAnotherTab();
    const outcome = tableWith(here, true).win();
    expect(outcome?.stats).toMatchObject({ played: 1, won: 1 });
    expect(statistics.get('freecell')).toMatchObject({ played: 1, won: 1 });
    expect(store.get(saveKey('freecell'))).toBe(saveToJson(theirs));
  });

  it('is counted where storage is full: the save goes first, and the room it leaves takes the statistics', () => {
    const store = new FullStore();
    const { saves, statistics } = page(store);
    const session = gameInProgress();
    saves.claim('freecell');
    saves.save('freecell', saveToJson(session));
    saves.saveSeconds('freecell', 42);
    store.room = store.used();
    tableWith(session, true).win();
    expect(store.get(saveKey('freecell'))).toBeNull();
    expect(statistics.get('freecell')).toMatchObject({ played: 1, won: 1 });
  });

  it('counts a game won with moves, with its moves', () => {
    const { statistics } = page();
    const record = tableWith(gameInProgress(), false);
    record.stop();
    expect(record.record(true)?.stats).toMatchObject({ played: 1, won: 1, bestMoves: 1 });
    expect(statistics.get('freecell').won).toBe(1);
  });
});

describe("the table's clock of a game continued", () => {
  afterEach(() => setPorts(NO_PORTS));

  /** The table's record of a saved game continued, on a clock the test moves, at frames 16 ms apart. */
  function continued(session: Session, savedSeconds: number) {
    const { saves } = page();
    saves.claim('freecell');
    saves.save('freecell', saveToJson(session));
    saves.saveSeconds('freecell', savedSeconds);
    let now = 50_000;
    const record = new GameRecord(
      () => now,
      () => session,
    );
    record.start(true);
    const playFor = (ms: number) => {
      for (let t = 0; t < ms; t += 16) {
        now += 16;
        record.setRunning(true);
      }
    };
    return { record, playFor };
  }

  it('runs on from the saved seconds at once, for a game with moves', () => {
    const { record, playFor } = continued(gameInProgress(), 100);
    playFor(3_100);
    expect(record.seconds()).toBe(103);
  });

  it('runs on at once too for a game whose moves were all taken back: it is in progress, as before the reload', () => {
    const { record, playFor } = continued(restart(gameInProgress()), 100);
    playFor(3_100);
    expect(record.seconds()).toBe(103);
  });

  it("keeps the winning move's time beside the save, for a page closed while the winning cards fly home", () => {
    // The table stops the clock at the winning move, then the driver saves and the clock is kept
    // beside the save: the next page counts that save's win with this time, not an older move's.
    const { record, playFor } = continued(gameInProgress(), 100);
    playFor(3_100);
    record.keep();
    playFor(60_000);
    record.moved();
    record.stop();
    record.keep();
    expect(Math.floor(ports().saves.loadSeconds('freecell'))).toBe(163);
  });
});
