import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine';
import { card, newGame, rulesFor, type State, tableau } from '../../src/engine';
import { nowhereToGo, tapReason } from '../../src/view/table/nowhere-reason';

function dealOne(game: GameId): State {
  const rules = rulesFor(game);
  if (!rules.ok) throw new Error(rules.error);
  const g = newGame(rules.rules, 1, 'off');
  if (!g.ok) throw new Error(g.error);
  return g.session.initial;
}

const nineOfClubs = card(9, 0);

describe('a tapped card with nowhere to go', () => {
  it('names the cards it builds on, an empty column and a free cell (FreeCell)', () => {
    expect(nowhereToGo(dealOne('freecell'), nineOfClubs, 1, 'en')).toBe(
      'The 9 of clubs has nowhere to go: it needs the 10 of diamonds or the 10 of hearts, an empty column or a free cell.',
    );
    expect(nowhereToGo(dealOne('freecell'), nineOfClubs, 1, 'de')).toBe(
      'Kreuz 9 kann nirgendwohin: Nötig wäre Karo 10 oder Herz 10, eine leere Spalte oder eine freie Zelle.',
    );
  });

  it('follows the game: same suit in Baker’s Game, kings only in spaces in Seahaven Towers', () => {
    expect(nowhereToGo(dealOne('bakers-game'), nineOfClubs, 1, 'en')).toBe(
      'The 9 of clubs has nowhere to go: it needs the 10 of clubs, an empty column or a free cell.',
    );
    expect(nowhereToGo(dealOne('seahaven-towers'), nineOfClubs, 1, 'en')).toBe(
      'The 9 of clubs has nowhere to go: it needs the 10 of clubs or a free cell.',
    );
  });

  it('says what a king or a run needs', () => {
    expect(nowhereToGo(dealOne('freecell'), card(13, 0), 1, 'en')).toBe(
      'The king of clubs has nowhere to go: it needs an empty column or a free cell.',
    );
    expect(nowhereToGo(dealOne('freecell'), nineOfClubs, 3, 'en')).toBe(
      'The 9 of clubs and the 2 cards on it have nowhere to go: they need the 10 of diamonds or the 10 of hearts or an empty column.',
    );
    expect(nowhereToGo(dealOne('freecell'), nineOfClubs, 2, 'en')).toMatch(/^The 9 of clubs and the card on it have /);
    expect(nowhereToGo(dealOne('freecell'), nineOfClubs, 6, 'de')).toBe(
      'Kreuz 9 und die 5 Karten darauf können nirgendwohin: Nötig wäre Karo 10 oder Herz 10 oder eine leere Spalte.',
    );
  });

  it('names the card a foundation takes just before it (Sixes and Sevens, whose slots build nothing)', () => {
    // Every 7 starts a pile that builds up: the 9 of hearts goes home right after the 8 of hearts.
    expect(nowhereToGo(dealOne('sixes-and-sevens'), card(9, 2), 1, 'en')).toBe(
      'The 9 of hearts has nowhere to go: it needs the 8 of hearts home or an empty column.',
    );
    expect(nowhereToGo(dealOne('sixes-and-sevens'), card(9, 2), 1, 'de')).toBe(
      'Herz 9 kann nirgendwohin: Nötig wäre Herz 8 auf dem Zielstapel oder eine leere Spalte.',
    );
    // A card further off says nothing of its foundation: the player can do nothing about it now.
    expect(nowhereToGo(dealOne('sixes-and-sevens'), card(10, 2), 1, 'en')).toBe(
      'The 10 of hearts has nowhere to go: it needs an empty column.',
    );
  });

  it('says a rank of any suit once, not four cards (Penta, whose columns build regardless of suit)', () => {
    expect(nowhereToGo(dealOne('penta'), card(9, 0), 1, 'en')).toBe(
      'The 9 of clubs has nowhere to go: it needs an 8 of any suit or a 10 of any suit or an empty column.',
    );
    expect(nowhereToGo(dealOne('penta'), card(9, 0), 1, 'de')).toBe(
      'Kreuz 9 kann nirgendwohin: Nötig wäre eine 8 beliebiger Farbe oder eine 10 beliebiger Farbe oder eine leere Spalte.',
    );
  });

  it('writes a sentence: a capital first and a full stop last, in both languages', () => {
    for (const lang of ['en', 'de'] as const) {
      for (const n of [1, 2, 3, 5]) {
        for (const c of [nineOfClubs, card(13, 3), card(1, 2)]) {
          const text = nowhereToGo(dealOne('freecell'), c, n, lang) ?? '';
          expect(text, `${lang} ${n}`).toMatch(/^\p{Lu}.*[^.]\.$/u);
        }
      }
    }
  });

  it('lets the engine speak when the cards themselves are the trouble', () => {
    const s = dealOne('freecell');
    const column = s.tableau[0] ?? [];
    const third = column[column.length - 3];
    if (third === undefined) throw new Error('short column');
    // Deal 1's first column ends 3S 6D 6S: not a run.
    expect(tapReason(s, tableau(0), 3, third, 'en')).toMatch(/^Those 3 cards are not a run/);
    expect(tapReason(s, tableau(0), 3, third, 'de')).toMatch(/^Diese 3 Karten sind keine Folge/);
  });
});
