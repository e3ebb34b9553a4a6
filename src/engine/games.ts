import { ACE, type Rank } from './cards';

// A game is data. Each field is one rule from the rule documents; presets inherit by spread
// (Freecell Solver's idea: eight_off is kings-only Baker's Game with eight cells).

export const GAME_IDS = [
  'freecell',
  'eight-off',
  'bakers-game',
  'seahaven-towers',
  'eights-down',
  'penguin',
  'klondike',
  'busy-aces',
  'deuces',
  'threes-company',
  'fours-up',
  'penta',
  'sixes-and-sevens',
  'cast-out-nines',
  'dimes',
  'jacks-in-the-box',
] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(s: string): s is GameId {
  return (GAME_IDS as readonly string[]).includes(s);
}

/** How tableau columns are built: direction, suit relation, and the rank order. */
export interface BuildRule {
  /** 'none': nothing builds on a card (Sixes and Sevens' slots hold one card each). */
  readonly direction: 'down' | 'up' | 'none';
  readonly suit: 'alternate-colour' | 'same-suit' | 'any-suit';
  /**
   * The lowest rank of the order; the order runs up from it through the king and on from the ace
   * to the rank below it. Ace for the usual A 2 ... K; Eights Down's 8 gives 8 9 ... K A 2 ... 7,
   * so an ace builds up on a king but nothing builds on a 7.
   */
  readonly lowest: Rank;
  /** The order has no ends: a king and an ace build on each other both ways (Penta). */
  readonly wraps?: boolean;
}

/**
 * One group of foundations: how many piles, the rank that starts each, which way they build, and
 * how many cards complete one. Most games have one group; Penta and Sixes and Sevens have two.
 */
export interface FoundationGroup {
  readonly count: number;
  /**
   * The first rank of every pile of the group, and (for the first group) the lowest of the build
   * order. A deal may fix another (Penguin's beak): the state's rules are the deal's (rulesWithBase).
   */
  readonly base: Rank;
  readonly direction: 'up' | 'down';
  /** The base cards start on the foundations (Eights Down's eights). */
  readonly baseDealt: boolean;
  /** Regardless of suit (Penta); in suit where omitted. */
  readonly anySuit?: boolean;
  /** Cards that complete a pile (Sixes and Sevens' 6s down to the ace: 6); the whole order, 13, where omitted. */
  readonly length?: number;
}

/** A later group of tableau columns that builds its own way (Penta's right-hand columns build up). */
export interface TableauGroup {
  /** The first column (0-based) of the group; it runs to the next group's first column or the end. */
  readonly fromColumn: number;
  readonly build: BuildRule;
}

/**
 * How many cards move as one run:
 * - capacity: FreeCell's (free cells + 1) x 2^(empty columns), halved when the target is empty;
 * - cells: free cells + 1, spaces do not help (Seahaven Towers, Eight Off's run shortcut);
 * - single: one card at a time;
 * - unlimited: any run that is in sequence moves as a unit (Eights Down).
 */
export type RunRule = 'capacity' | 'cells' | 'single' | 'unlimited';

export interface Rules {
  readonly id: GameId;
  readonly name: string;
  readonly decks: 1 | 2;
  /** Microsoft's numbered deals, or the project's own seeded shuffle. */
  readonly shuffle: 'microsoft' | 'seeded';
  readonly layout: {
    /** Cards per tableau column, dealt a row at a time from left to right. */
    readonly columns: readonly number[];
    /** Face-down cards at the bottom of each column (Klondike); omitted means all face up. */
    readonly faceDown?: readonly number[];
    /** Cells that receive the cards left after the tableau, in order; the rest form the stock. */
    readonly cellsDealt: readonly number[];
    /**
     * Penguin's beak deal: the first card dealt (the bottom of column 1) fixes the base rank, and
     * the other three of its rank go to the foundations as the deal reaches them (deal.ts).
     */
    readonly beak?: boolean;
  };
  readonly cells: number;
  /** The foundations' first (most often only) group, and whether their cards may come back. */
  readonly foundations: FoundationGroup & {
    /**
     * A foundation's top card may come back to a column that takes it (Klondike as Windows and
     * PySolFC play it); one-way where false, as in every game the rule documents describe.
     */
    readonly comeBack: boolean;
  };
  /** Further groups of foundations, their piles numbered after the first group's (rules.ts: foundationGroups). */
  readonly moreFoundations?: readonly FoundationGroup[];
  /** How the columns build (the first group's, where there are more). */
  readonly build: BuildRule;
  /** Later groups of columns that build their own way (rules.ts: buildOf). */
  readonly moreBuilds?: readonly TableauGroup[];
  /**
   * What may fill an empty tableau column: any card, none, or only a card of the order's top rank
   * (the rank below its lowest: a king where the order starts at the ace, a 9 under Penguin's 10 beak).
   */
  readonly space: 'any' | 'top' | 'none';
  readonly runs: RunRule;
  /** A run move is played out as the equivalent single-card moves through the cells, each counted. */
  readonly runsAsSingleMoves: boolean;
  /** Stock and waste, or null for the open games. `passes` counts the first pass; 'unlimited' has no end. */
  readonly stock: { readonly draw: number; readonly passes: number | 'unlimited' } | null;
  /** The ids of the options applied to the preset (see GAME_OPTIONS), in order. */
  readonly options: readonly string[];
}

const freecell: Rules = {
  id: 'freecell',
  name: 'FreeCell',
  decks: 1,
  shuffle: 'microsoft',
  layout: { columns: [7, 7, 7, 7, 6, 6, 6, 6], cellsDealt: [] },
  cells: 4,
  foundations: { count: 4, base: ACE, direction: 'up', baseDealt: false, comeBack: false },
  build: { direction: 'down', suit: 'alternate-colour', lowest: ACE },
  space: 'any',
  runs: 'capacity',
  runsAsSingleMoves: false,
  stock: null,
  options: [],
};

const bakersGame: Rules = {
  ...freecell,
  id: 'bakers-game',
  name: "Baker's Game",
  build: { ...freecell.build, suit: 'same-suit' },
};

const eightOff: Rules = {
  ...bakersGame,
  id: 'eight-off',
  name: 'Eight Off',
  shuffle: 'seeded',
  // The four leftover cards go to cells 1, 3, 5 and 7, as PySolFC and Freecell Solver place them.
  layout: { columns: [6, 6, 6, 6, 6, 6, 6, 6], cellsDealt: [0, 2, 4, 6] },
  cells: 8,
  space: 'top',
  runs: 'single',
};

const seahavenTowers: Rules = {
  ...bakersGame,
  id: 'seahaven-towers',
  name: 'Seahaven Towers',
  shuffle: 'seeded',
  // The last two cards go to the two middle cells of four.
  layout: { columns: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], cellsDealt: [1, 2] },
  space: 'top',
  runs: 'cells',
};

const eightsDown: Rules = {
  id: 'eights-down',
  name: 'Eights Down',
  decks: 2,
  shuffle: 'seeded',
  layout: { columns: [1, 1, 1, 1, 1, 1], cellsDealt: [] },
  cells: 0,
  foundations: { count: 8, base: 8, direction: 'down', baseDealt: true, comeBack: false },
  build: { direction: 'up', suit: 'same-suit', lowest: 8 },
  space: 'any',
  runs: 'unlimited',
  runsAsSingleMoves: false,
  stock: { draw: 1, passes: 2 },
  options: [],
};

/**
 * Penguin (family.md; David Parlett's game): seven columns of seven from the beak deal, seven
 * empty cells, building down in suit in the order that starts at the beak's rank, only that
 * order's top rank into a space, and same-suit runs move as a unit. The base rank given here is
 * a placeholder: every deal's rules carry the beak's (rulesWithBase).
 */
const penguin: Rules = {
  id: 'penguin',
  name: 'Penguin',
  decks: 1,
  shuffle: 'seeded',
  layout: { columns: [7, 7, 7, 7, 7, 7, 7], cellsDealt: [], beak: true },
  cells: 7,
  foundations: { count: 4, base: ACE, direction: 'up', baseDealt: false, comeBack: false },
  build: { direction: 'down', suit: 'same-suit', lowest: ACE },
  space: 'top',
  runs: 'unlimited',
  runsAsSingleMoves: false,
  stock: null,
  options: [],
};

// Klondike as family.md fixes it: 1..7 cards a column, the last face up; kings into spaces; any
// face-up built run moves; draw one, unlimited passes; foundation cards may come back.
const klondike: Rules = {
  id: 'klondike',
  name: 'Klondike',
  decks: 1,
  shuffle: 'seeded',
  layout: { columns: [1, 2, 3, 4, 5, 6, 7], faceDown: [0, 1, 2, 3, 4, 5, 6], cellsDealt: [] },
  cells: 0,
  foundations: { count: 4, base: ACE, direction: 'up', baseDealt: false, comeBack: true },
  build: { direction: 'down', suit: 'alternate-colour', lowest: ACE },
  space: 'top',
  runs: 'unlimited',
  runsAsSingleMoves: false,
  stock: { draw: 1, passes: 'unlimited' },
  options: [],
};

/**
 * Penta (family.md), Eights Down's two decks, six single cards, no cells and any card in a space:
 * three columns on the left that build down and three on the right that build
 * up, regardless of suit and round the corner both ways (K on A, A on K); four foundations build
 * up from the 5s and four down, regardless of suit. Single cards; one pass through a stock of 98.
 */
const penta: Rules = {
  ...eightsDown,
  id: 'penta',
  name: 'Penta',
  foundations: { count: 4, base: 5, direction: 'up', baseDealt: false, anySuit: true, comeBack: false },
  moreFoundations: [{ count: 4, base: 5, direction: 'down', baseDealt: false, anySuit: true }],
  // The order wraps, so its lowest rank only says where it is read from: the foundations' 5.
  build: { direction: 'down', suit: 'any-suit', lowest: 5, wraps: true },
  moreBuilds: [{ fromColumn: 3, build: { direction: 'up', suit: 'any-suit', lowest: 5, wraps: true } }],
  runs: 'single',
  stock: { draw: 1, passes: 1 },
};

/**
 * Sixes and Sevens (family.md), two decks as Eights Down: nine slots of one card each, which build nothing; the eight 6s are
 * dealt to foundations that build down in suit to the ace, the eight 7s to ones that build up in
 * suit to the king. One pass through a stock of 79.
 */
const sixesAndSevens: Rules = {
  ...eightsDown,
  id: 'sixes-and-sevens',
  name: 'Sixes and Sevens',
  layout: { columns: [1, 1, 1, 1, 1, 1, 1, 1, 1], cellsDealt: [] },
  foundations: { count: 8, base: 6, direction: 'down', baseDealt: true, length: 6, comeBack: false },
  moreFoundations: [{ count: 8, base: 7, direction: 'up', baseDealt: true, length: 7 }],
  // Nothing builds; the order's lowest rank, the first foundations' 6, says nothing here.
  build: { direction: 'none', suit: 'any-suit', lowest: 6 },
  runs: 'single',
  stock: { draw: 1, passes: 1 },
};

// The Busy Aces family (family.md's table): two decks, one card to each column face up, a stock
// turned one card at a time onto the waste, one pass; any card fills a space; foundations build
// up in suit from the base through the whole order, and columns build down in that order, which
// runs from the base up through the king and on from the ace (so never past its ends: in Deuces,
// 2 ... K A, a king builds on an ace and nothing on a 2).
const oneCardColumns = (n: number): readonly number[] => Array.from({ length: n }, () => 1);

/** The family with its order starting at `base` (the foundations' first rank and the build's lowest). */
const fromBase = (rules: Rules, base: Rank, baseDealt: boolean): Pick<Rules, 'foundations' | 'build'> => ({
  foundations: { ...rules.foundations, base, baseDealt },
  build: { ...rules.build, lowest: base },
});

const busyAces: Rules = {
  id: 'busy-aces',
  name: 'Busy Aces',
  decks: 2,
  shuffle: 'seeded',
  layout: { columns: oneCardColumns(12), cellsDealt: [] },
  cells: 0,
  foundations: { count: 8, base: ACE, direction: 'up', baseDealt: false, comeBack: false },
  build: { direction: 'down', suit: 'same-suit', lowest: ACE },
  space: 'any',
  // Supermoves with no cells: (0 + 1) x 2^spaces.
  runs: 'capacity',
  runsAsSingleMoves: false,
  stock: { draw: 1, passes: 1 },
  options: [],
};

// Politaire's reading (family.md): any card fills a space, supermoves, nothing on a 2.
const deuces: Rules = {
  ...busyAces,
  id: 'deuces',
  name: 'Deuces',
  layout: { columns: oneCardColumns(10), cellsDealt: [] },
  ...fromBase(busyAces, 2, true),
};

// A same-suit run of any length moves as a unit.
const threesCompany: Rules = {
  ...busyAces,
  id: 'threes-company',
  name: "Three's Company",
  layout: { columns: oneCardColumns(8), cellsDealt: [] },
  ...fromBase(busyAces, 3, true),
  runs: 'unlimited',
};

// Politaire's reading (family.md): any descending run moves, whatever its suits.
const foursUp: Rules = {
  ...threesCompany,
  id: 'fours-up',
  name: 'Fours Up',
  layout: { columns: oneCardColumns(6), cellsDealt: [] },
  foundations: { ...busyAces.foundations, base: 4, baseDealt: true },
  build: { direction: 'down', suit: 'any-suit', lowest: 4 },
};

const castOutNines: Rules = {
  ...busyAces,
  id: 'cast-out-nines',
  name: 'Cast Out Nines',
  layout: { columns: oneCardColumns(7), cellsDealt: [] },
  ...fromBase(busyAces, 9, false),
};

// Politaire's settings start its foundations empty, as in Busy Aces (family.md).
const dimes: Rules = {
  ...busyAces,
  id: 'dimes',
  name: 'Dimes',
  layout: { columns: oneCardColumns(8), cellsDealt: [] },
  ...fromBase(busyAces, 10, false),
};

// Politaire's order (family.md): nothing builds on a jack, not even a 10. The four cells count
// in a supermove: (free cells + 1) x 2^spaces.
const jacksInTheBox: Rules = {
  ...busyAces,
  id: 'jacks-in-the-box',
  name: 'Jacks in the Box',
  layout: { columns: oneCardColumns(6), cellsDealt: [] },
  cells: 4,
  ...fromBase(busyAces, 11, true),
};

export const GAMES: Readonly<Record<GameId, Rules>> = Object.freeze({
  freecell,
  'eight-off': eightOff,
  'bakers-game': bakersGame,
  'seahaven-towers': seahavenTowers,
  'eights-down': eightsDown,
  penguin,
  klondike,
  'busy-aces': busyAces,
  deuces,
  'threes-company': threesCompany,
  'fours-up': foursUp,
  penta,
  'sixes-and-sevens': sixesAndSevens,
  'cast-out-nines': castOutNines,
  dimes,
  'jacks-in-the-box': jacksInTheBox,
});

/** A game option: a named change to the rules, from the rule documents' variants. */
export interface GameOption {
  readonly id: string;
  readonly name: string;
  readonly apply: (rules: Rules) => Rules;
}

export const GAME_OPTIONS: Readonly<Record<GameId, readonly GameOption[]>> = {
  freecell: [],
  'bakers-game': [],
  'seahaven-towers': [],
  'eights-down': [],
  penguin: [],
  'busy-aces': [],
  deuces: [],
  'threes-company': [],
  'fours-up': [],
  penta: [],
  'sixes-and-sevens': [],
  'cast-out-nines': [],
  dimes: [],
  'jacks-in-the-box': [],
  klondike: [
    {
      // Three cards to the waste, only the top one playable; a limited game keeps three passes.
      id: 'draw-3',
      name: 'Draw three',
      apply: (r) => ({ ...r, stock: { draw: 3, passes: r.stock?.passes === 'unlimited' ? 'unlimited' : 3 } }),
    },
    {
      // As Microsoft's Vegas scoring: one pass for draw one, three for draw three (a pass per card drawn).
      id: 'limited-passes',
      name: 'Limited passes (one, or three with draw three)',
      apply: (r) => ({ ...r, stock: { draw: r.stock?.draw ?? 1, passes: r.stock?.draw ?? 1 } }),
    },
    {
      id: 'one-way-foundations',
      name: 'Cards on the foundations stay there',
      apply: (r) => ({ ...r, foundations: { ...r.foundations, comeBack: false } }),
    },
  ],
  'eight-off': [
    {
      // 002: a same-suit run the free cells could carry card by card, played out as single moves.
      id: 'run-shortcut',
      name: 'Move runs (free cells + 1), played as single moves',
      apply: (r) => ({ ...r, runs: 'cells', runsAsSingleMoves: true }),
    },
    {
      id: 'any-card-in-space',
      name: 'Any card may fill a space',
      apply: (r) => ({ ...r, space: 'any' }),
    },
    {
      id: 'alternate-colours',
      name: 'Build down in alternating colours',
      apply: (r) => ({ ...r, build: { ...r.build, suit: 'alternate-colour' } }),
    },
  ],
};

/**
 * An option the game does not have: the game and the option as data (the platform says it in the
 * player's language), and a one-line text for the command line.
 */
export type OptionError = {
  readonly ok: false;
  readonly game: GameId;
  readonly option: string;
  readonly error: string;
};

/** The rules of a game with the named options applied; unknown options are an error. */
export function rulesFor(
  id: GameId,
  options: readonly string[] = [],
): { readonly ok: true; readonly rules: Rules } | OptionError {
  let rules = GAMES[id];
  for (const name of options) {
    const option = GAME_OPTIONS[id].find((o) => o.id === name);
    if (!option) {
      const known = GAME_OPTIONS[id].map((o) => o.id).join(', ') || 'none';
      return { ok: false, game: id, option: name, error: `${rules.name} has no option "${name}" (options: ${known})` };
    }
    if (rules.options.includes(name)) continue;
    rules = { ...option.apply(rules), options: [...rules.options, name] };
  }
  return { ok: true, rules };
}

/**
 * The rules a deal is played by when the deal fixes the base rank (Penguin's beak): the game's,
 * with its foundations and its build order starting at `base`. The same object for the same game
 * and base, so whatever is cached per Rules (the solver's tables) is built once per base.
 */
export function rulesWithBase(rules: Rules, base: Rank): Rules {
  if (rules.foundations.base === base && rules.build.lowest === base) return rules;
  let byBase = rebased.get(rules);
  if (!byBase) {
    byBase = new Map();
    rebased.set(rules, byBase);
  }
  const hit = byBase.get(base);
  if (hit) return hit;
  const made: Rules = {
    ...rules,
    foundations: { ...rules.foundations, base },
    build: { ...rules.build, lowest: base },
  };
  byBase.set(base, made);
  return made;
}

const rebased = new WeakMap<Rules, Map<Rank, Rules>>();

export function totalCards(rules: Rules): number {
  return rules.decks * 52;
}
