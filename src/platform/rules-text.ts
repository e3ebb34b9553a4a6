import type { GameId, Language } from '../engine';
import { RULES_DE } from './rules-text-de';
import { RULES_EN } from './rules-text-en';

// The rules of each game written for a player, in English and German, from the rule documents
// in /work/shared/rules as the project reconciled them (see the engine's games.ts): what the
// engine enforces is what these texts say.

export interface RulesSection {
  readonly heading: string;
  /** Paragraphs; a paragraph starting with "• " is a list item. */
  readonly paragraphs: readonly string[];
}

export interface GameText {
  readonly name: string;
  /** One line for the menu. */
  readonly summary: string;
  readonly sections: readonly RulesSection[];
}

const TEXTS: Readonly<Record<Language, Readonly<Record<GameId, GameText>>>> = { en: RULES_EN, de: RULES_DE };

export function gameText(game: GameId, language: Language): GameText {
  return TEXTS[language][game];
}

/** The menu's one-line description of a game. */
export function gameSummary(game: GameId, language: Language): string {
  return TEXTS[language][game].summary;
}

/** The rules as plain text: headings, then paragraphs, with blank lines between (for a scrolling text box). */
export function rulesAsText(game: GameId, language: Language): string {
  return TEXTS[language][game].sections.map((s) => [s.heading.toUpperCase(), ...s.paragraphs].join('\n')).join('\n\n');
}
