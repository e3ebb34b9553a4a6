import { GAME_IDS, type GameId } from '../../engine';

// The menu's sections: games a player would look for together. Every game id must be placed (the
// Record makes a new id a type error until it is), and the order inside a section is the order of
// GAME_IDS until the player's own recent plays reorder it.

export const GAME_GROUPS = ['open-cell', 'klondike', 'two-deck'] as const;
export type GameGroup = (typeof GAME_GROUPS)[number];

export const GROUP_OF: Readonly<Record<GameId, GameGroup>> = {
  freecell: 'open-cell',
  'eight-off': 'open-cell',
  'bakers-game': 'open-cell',
  'seahaven-towers': 'open-cell',
  penguin: 'open-cell',
  klondike: 'klondike',
  'eights-down': 'two-deck',
  'busy-aces': 'two-deck',
  deuces: 'two-deck',
  'threes-company': 'two-deck',
  'fours-up': 'two-deck',
  penta: 'two-deck',
  'sixes-and-sevens': 'two-deck',
  'cast-out-nines': 'two-deck',
  dimes: 'two-deck',
  'jacks-in-the-box': 'two-deck',
};

export interface MenuSection {
  readonly group: GameGroup;
  readonly games: readonly GameId[];
}

/**
 * The sections in the order the menu shows them: the last played game first, in the first
 * section. Sections are ordered by their most recently played game, then in GAME_GROUPS order;
 * inside a section, played games come first (latest first), then the rest in GAME_IDS order.
 * Empty sections are left out.
 */
export function menuSections(recent: readonly GameId[]): MenuSection[] {
  const rank = (g: GameId): number => {
    const i = recent.indexOf(g);
    return i < 0 ? recent.length + GAME_IDS.indexOf(g) : i;
  };
  const sections = GAME_GROUPS.map((group) => ({
    group,
    games: GAME_IDS.filter((g) => GROUP_OF[g] === group).sort((a, b) => rank(a) - rank(b)),
  })).filter((s) => s.games.length > 0);
  // A section's place: its latest played game's, or after every played one in GAME_GROUPS order.
  const place = (s: MenuSection): number => {
    const first = s.games[0] as GameId;
    const i = recent.indexOf(first);
    return i < 0 ? recent.length + GAME_GROUPS.indexOf(s.group) : i;
  };
  return sections.sort((a, b) => place(a) - place(b));
}
