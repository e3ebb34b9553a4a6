import type { Language } from '../../engine';

// The rank letters printed on the cards follow the language: German players know the court cards
// as Bube, Dame, König (B, D, K), and German French-suited decks and FreeCell apps print those; the
// ace keeps its A (Ass). English decks print J, Q, K and A.

const EN = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const DE = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'B', 'D', 'K'] as const;

/** The index labels of ranks 1..13 (ace..king) for a language. */
export function rankLabels(language: Language): readonly string[] {
  return language === 'de' ? DE : EN;
}
