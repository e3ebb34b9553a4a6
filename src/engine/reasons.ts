import type { Card, Rank, Suit } from './cards';
import type { BuildRule, RunRule } from './games';

/**
 * Why a move was refused, as a code with its values: the platform's message tables turn it into
 * words for the player (platform/refusal-words.ts), in each language.
 */
export type Refusal =
  | { readonly code: 'no-such-pile' }
  | { readonly code: 'no-card' }
  | { readonly code: 'same-pile' }
  | { readonly code: 'face-down' }
  | { readonly code: 'not-enough-cards'; readonly n: number }
  | { readonly code: 'one-card-from-here' }
  | { readonly code: 'one-card-at-a-time' }
  | { readonly code: 'not-a-run'; readonly n: number; readonly build: BuildRule }
  /** `cells`: how many cells the game has (none in the Busy Aces family: then only spaces help). */
  | {
      readonly code: 'over-capacity';
      readonly n: number;
      readonly max: number;
      readonly runs: RunRule;
      readonly cells: number;
    }
  | { readonly code: 'cell-one-card' }
  | { readonly code: 'cell-taken'; readonly held: Card }
  | { readonly code: 'foundation-one-way' }
  /** "h" as a source where cards may come back: which foundation's card is meant? */
  | { readonly code: 'foundation-name-pile' }
  | { readonly code: 'foundation-back-to-column' }
  | { readonly code: 'foundation-back-one-card' }
  | { readonly code: 'foundation-one-card' }
  | { readonly code: 'foundation-full' }
  | { readonly code: 'foundation-needs'; readonly card: Card; readonly rank: Rank; readonly suit: Suit | null }
  /** A started pile built regardless of suit (Penta) wants this rank next. */
  | { readonly code: 'foundation-needs-rank'; readonly rank: Rank }
  /** "Any foundation" (`f`, a tap home) where piles of different groups take the card: name one (0-based). */
  | { readonly code: 'foundation-ambiguous'; readonly card: Card; readonly piles: readonly number[] }
  | { readonly code: 'space-top-rank-only'; readonly card: Card; readonly rank: Rank }
  | { readonly code: 'space-none' }
  | {
      readonly code: 'does-not-build';
      readonly card: Card;
      readonly onto: Card;
      readonly why: { readonly rank: Rank | null } | { readonly suit: 'same-suit' | 'alternate-colour' };
      readonly build: BuildRule;
    }
  | { readonly code: 'stock-to-waste-only' }
  | { readonly code: 'stock-empty' }
  | { readonly code: 'stock-empty-turn-waste' }
  | { readonly code: 'stock-and-waste-empty' }
  | { readonly code: 'stock-draw-count'; readonly draw: number }
  | { readonly code: 'waste-from-stock-only' }
  | { readonly code: 'not-to-stock' }
  | { readonly code: 'redeal-stock-not-empty' }
  | { readonly code: 'redeal-whole-waste' }
  | { readonly code: 'no-passes-left'; readonly passes: number };

/** The languages the platform's message tables speak; the engine itself has no words, only codes. */
export type Language = 'en' | 'de';
