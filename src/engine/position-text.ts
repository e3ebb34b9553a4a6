import {
  type Card,
  card,
  cardText,
  fullDeck,
  parseCard,
  RANK_LETTERS,
  type Rank,
  rankFromText,
  rankOf,
  SUITS,
  suitFromText,
  suitOf,
} from './cards';
import { type FoundationGroup, type Rules, rulesWithBase } from './games';
import { buildOf, foundationCount, foundationGroupOf, foundationRank, groupLength } from './rules';
import { allPiles, cardsOf, pileName, type State } from './state';

// Freecell Solver's board format, with a documented extension for stock games and face-down cards:
//
//   Foundations: H-0 C-2 D-A S-0     top rank of each foundation (0: empty)
//   Freecells: QS - - -              one entry per cell, "-" for an empty one
//   : 4C 2C 9C 8C QS 4S 2H           one line per column, bottom card first
//   Stock: 4C 5D                     (extension) bottom first: the last card is dealt next
//   Waste: 9S                        (extension) bottom first: the last card is playable
//   Pass: 1/2                        (extension) which pass through the stock, of how many
//   : [5H 3C] 4D                     (extension) cards in brackets are face down
//
// One-deck games write one foundation per suit in H C D S order, as Freecell Solver does; two-deck
// games write one entry per foundation pile. A pile built regardless of suit (Penta) cannot be
// told by its top: its entry lists its cards, bottom first, joined by commas ("5H,6C,7D"; "-" empty).

export type ReadResult = { readonly ok: true; readonly state: State } | { readonly ok: false; readonly error: string };

const FOUNDATION_SUITS = ['H', 'C', 'D', 'S'] as const;

function rankLetter(r: Rank): string {
  return RANK_LETTERS[r - 1] as string;
}

export function writePosition(state: State): string {
  const lines: string[] = [];
  // Penguin's foundations start at the beak's rank: without it their tops would not say their cards.
  if (state.rules.layout.beak) lines.push(`Base: ${rankLetter(state.rules.foundations.base)}`);
  lines.push(`Foundations: ${foundationEntries(state).join(' ')}`);
  if (state.cells.length > 0) {
    lines.push(`Freecells: ${state.cells.map((c) => (c === null ? '-' : cardText(c))).join(' ')}`);
  }
  state.tableau.forEach((col, i) => {
    const down = state.faceDown[i] ?? 0;
    const words = col.map(cardText);
    if (down > 0) {
      words[0] = `[${words[0]}`;
      words[down - 1] = `${words[down - 1]}]`;
    }
    lines.push(words.length ? `: ${words.join(' ')}` : ':');
  });
  if (state.rules.stock) {
    lines.push(`Stock:${state.stock.map((c) => ` ${cardText(c)}`).join('')}`);
    lines.push(`Waste:${state.waste.map((c) => ` ${cardText(c)}`).join('')}`);
    const passes = state.rules.stock.passes;
    lines.push(passes === 'unlimited' ? `Pass: ${state.pass}` : `Pass: ${state.pass}/${passes}`);
  }
  return `${lines.join('\n')}\n`;
}

function foundationEntries(state: State): string[] {
  const top = (f: readonly Card[]) => (f.length ? rankLetter(rankOf(f[f.length - 1] as Card)) : '0');
  if (state.rules.decks === 2) {
    return state.foundations.map((f, i) => {
      if (foundationGroupOf(state.rules, i).anySuit) return f.length ? f.map(cardText).join(',') : '-';
      const c = f[0];
      const suit = c === undefined ? FOUNDATION_SUITS[i % 4] : SUITS[suitOf(c)];
      return `${suit}-${top(f)}`;
    });
  }
  // Label each pile by its suit; empty piles take the suits not yet started, in H C D S order.
  const used = new Set(state.foundations.filter((f) => f.length).map((f) => SUITS[suitOf(f[0] as Card)]));
  const spare = FOUNDATION_SUITS.filter((s) => !used.has(s));
  return state.foundations.map((f) => {
    const c = f[0];
    return `${c === undefined ? spare.shift() : SUITS[suitOf(c)]}-${top(f)}`;
  });
}

/** Reads board text for a game. A bad line gives an error that names the line and the problem. */
export function readPosition(game: Rules, text: string): ReadResult {
  const fail = (line: number, msg: string): ReadResult => ({ ok: false, error: `line ${line}: ${msg}` });
  const lines = text.split(/\r?\n/);
  const base = game.layout.beak ? readBase(lines) : game.foundations.base;
  if (typeof base === 'string') return { ok: false, error: base };
  const rules = rulesWithBase(game, base);
  const tableau: Card[][] = [];
  const faceDown: number[] = [];
  let cells: (Card | null)[] = Array.from({ length: rules.cells }, () => null);
  let foundations: Card[][] = Array.from({ length: foundationCount(rules) }, () => []);
  let stock: Card[] = [];
  let waste: Card[] = [];
  let pass = 1;
  const seen = { foundations: false, cells: false, stock: false, waste: false, pass: false };

  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const line = (lines[i] as string).trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 0) return fail(n, `expected "Foundations:", "Freecells:" or a column starting with ":", got "${line}"`);
    const key = line.slice(0, colon).trim().toLowerCase();
    const words = line
      .slice(colon + 1)
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (key === '') {
      const col: Card[] = [];
      let down = 0;
      let inBrackets = false;
      for (const w of words) {
        let word = w;
        const opens = word.startsWith('[');
        const closes = word.endsWith(']');
        if (opens) word = word.slice(1);
        if (closes) word = word.slice(0, -1);
        if (opens) {
          if (col.length > 0) return fail(n, 'face-down cards (in brackets) must come first in a column');
          inBrackets = true;
        }
        const c = parseCard(word);
        if (c === null) return fail(n, `"${w}" is not a card (write rank then suit, such as TD or 6C)`);
        col.push(c);
        if (inBrackets) down++;
        if (closes) inBrackets = false;
      }
      if (inBrackets) return fail(n, 'a "[" is never closed with "]"');
      // A face-down card that is uncovered turns face up by itself (family.md, Klondike).
      if (down > 0 && down === col.length) return fail(n, 'the last card of a column lies face up');
      if (col.length > 1 && buildOf(rules, tableau.length).direction === 'none') {
        return fail(n, `a ${rules.name} slot holds one card`);
      }
      tableau.push(col);
      faceDown.push(down);
    } else if (key === 'base' && rules.layout.beak) {
      // Read before the other lines (readBase).
    } else if (key === 'foundations' || key === 'founds') {
      if (seen.foundations) return fail(n, 'a second Foundations line');
      seen.foundations = true;
      const r = readFoundations(rules, words);
      if (typeof r === 'string') return fail(n, r);
      foundations = r;
    } else if (key === 'freecells' || key === 'cells') {
      if (seen.cells) return fail(n, 'a second Freecells line');
      seen.cells = true;
      if (words.length > rules.cells)
        return fail(n, `${rules.name} has ${rules.cells} cells, this line has ${words.length}`);
      cells = Array.from({ length: rules.cells }, () => null);
      for (let k = 0; k < words.length; k++) {
        const w = words[k] as string;
        if (w === '-') continue;
        const c = parseCard(w);
        if (c === null) return fail(n, `"${w}" is not a card or "-"`);
        cells[k] = c;
      }
    } else if (key === 'stock' || key === 'waste') {
      if (!rules.stock) return fail(n, `${rules.name} has no stock or waste`);
      if (seen[key]) return fail(n, `a second ${key} line`);
      seen[key] = true;
      const pile: Card[] = [];
      for (const w of words) {
        const c = parseCard(w);
        if (c === null) return fail(n, `"${w}" is not a card`);
        pile.push(c);
      }
      if (key === 'stock') stock = pile;
      else waste = pile;
    } else if (key === 'pass') {
      if (!rules.stock) return fail(n, `${rules.name} has no stock`);
      if (seen.pass) return fail(n, 'a second Pass line');
      seen.pass = true;
      const m = /^(\d+)(?:\/(\d+))?$/.exec(words.join(''));
      const p = m ? Number(m[1]) : Number.NaN;
      const passes = rules.stock.passes;
      if (passes === 'unlimited') {
        if (!(p >= 1) || m?.[2] !== undefined) return fail(n, 'the pass must be a number from 1, as "Pass: 3"');
      } else {
        const of = m?.[2] === undefined ? passes : Number(m[2]);
        if (!(p >= 1 && p <= passes) || of !== passes) {
          return fail(n, `the pass must be 1 to ${passes}, as "Pass: 1/${passes}"`);
        }
      }
      pass = p;
    } else {
      return fail(n, `unknown line "${line.slice(0, colon)}:"`);
    }
  }

  const columns = rules.layout.columns.length;
  if (tableau.length !== columns) {
    return { ok: false, error: `${rules.name} has ${columns} columns; the text has ${tableau.length} column lines` };
  }
  const state: State = {
    rules,
    tableau,
    faceDown,
    cells,
    foundations,
    stock,
    waste,
    pass,
  };
  const bad = checkCards(state);
  return bad ? { ok: false, error: bad } : { ok: true, state };
}

/** The base rank from a "Base: T" line (Penguin's beak), or why there is none to read. */
function readBase(lines: readonly string[]): Rank | string {
  for (let i = 0; i < lines.length; i++) {
    const m = /^base:\s*(\S+)\s*$/i.exec((lines[i] as string).trim());
    if (!m) continue;
    const r = rankFromText(m[1] as string);
    return r ?? `line ${i + 1}: "${m[1]}" is not a rank (write the beak's rank, such as T or 5)`;
  }
  return 'the text needs a "Base:" line with the beak\'s rank, such as "Base: T"';
}

function readFoundations(rules: Rules, words: readonly string[]): Card[][] | string {
  const count = foundationCount(rules);
  if (words.length > count) return `${rules.name} has ${count} foundations, this line has ${words.length}`;
  const piles: Card[][] = [];
  for (const w of words) {
    const group = foundationGroupOf(rules, piles.length);
    const pile = group.anySuit ? readCardsEntry(group, w) : readTopEntry(group, w);
    if (typeof pile === 'string') return pile;
    piles.push(pile);
  }
  while (piles.length < count) piles.push([]);
  return piles;
}

/** A pile in suit from its entry, "H-5" (its suit and top rank) or "S-0" (empty). */
function readTopEntry(group: FoundationGroup, w: string): Card[] | string {
  const m = /^([HCDS])-(\w+)$/i.exec(w);
  if (!m) return `"${w}" is not a foundation entry like H-5 or S-0`;
  const suit = suitFromText(m[1] as string);
  const topText = m[2] as string;
  if (suit === null) return `"${w}" has no suit`;
  const pile: Card[] = [];
  if (topText === '0') return pile;
  const top = rankFromText(topText);
  if (top === null) return `"${w}": "${topText}" is not a rank`;
  for (let height = 0; height < groupLength(group); height++) {
    pile.push(card(foundationRank(group, height), suit));
    if (foundationRank(group, height) === top) return pile;
  }
  return `"${w}": this foundation never reaches ${topText}`;
}

/** A pile built regardless of suit from its entry: its cards bottom first, "5H,6C,7D", or "-". */
function readCardsEntry(group: FoundationGroup, w: string): Card[] | string {
  if (w === '-') return [];
  const pile: Card[] = [];
  for (const text of w.split(',')) {
    const c = parseCard(text);
    if (c === null) return `"${w}": "${text}" is not a card (a pile is written as its cards, such as 5H,6C)`;
    if (pile.length >= groupLength(group) || rankOf(c) !== foundationRank(group, pile.length)) {
      return `"${w}": ${cardText(c)} cannot lie there on this foundation`;
    }
    pile.push(c);
  }
  return pile;
}

/** Every card of the game's decks exactly once (twice with two decks): no card lost or doubled. */
export function checkCards(state: State): string | null {
  const counts = new Map<number, number>();
  const add = (c: Card): void => {
    counts.set(c, (counts.get(c) ?? 0) + 1);
  };
  for (const col of state.tableau) col.forEach(add);
  for (const c of state.cells) if (c !== null) add(c);
  for (const f of state.foundations) f.forEach(add);
  state.stock.forEach(add);
  state.waste.forEach(add);
  const decks = state.rules.decks;
  for (const c of new Set(fullDeck(1))) {
    const k = counts.get(c) ?? 0;
    const times = decks === 1 ? 'once' : 'twice';
    if (k > decks) return `${cardText(c)} appears ${k} times; each card belongs ${times}`;
    if (k < decks) return `${cardText(c)} is missing${decks === 2 && k === 1 ? ' one of its two copies' : ''}`;
  }
  return null;
}

/** Every pile by its name (t1.., c1.., f1.., s, w), cards as board text, bottom first; face-down ones as "[5H]". */
/** A card's text in the JSON piles: a column's face-down card in brackets ("[5H]"). */
export function pileCardText(card: Card, faceDown: boolean): string {
  return faceDown ? `[${cardText(card)}]` : cardText(card);
}

export function positionPiles(state: State): Record<string, string[]> {
  const piles: Record<string, string[]> = {};
  for (const p of allPiles(state)) {
    const down = p.kind === 'tableau' ? (state.faceDown[p.index] ?? 0) : 0;
    piles[pileName(p)] = cardsOf(state, p).map((c, i) => pileCardText(c, i < down));
  }
  return piles;
}
