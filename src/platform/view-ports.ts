import type { GameId } from '../engine';
import type { LossReason } from './portal-messages';
import type { Platform } from './services';
import type { WinRecord } from './statistics';

// The platform in the shape of the view's ports (src/view/ports.ts), for main.ts:
// `setPorts(viewPorts(platform()))`. The shapes match structurally, so nothing here imports the
// view; test/platform/view-ports.test.ts checks they still fit. The portal hears of each game on
// the table and of every win; each game put on the table also goes to the front of the recent
// games, the menu's order.

/** A finished game as the view reports it (ports.ts GameRecord). */
export interface FinishedGame {
  readonly game: string;
  /** Its set of options, which keeps statistics of its own. */
  readonly options?: readonly string[];
  readonly deal: number | null;
  readonly won: boolean;
  readonly moves: number;
  readonly seconds: number;
}

export function viewPorts(p: Platform) {
  return {
    saves: p.saves,
    settings: p.settings,
    sounds: p.sounds,
    portal: {
      ready(game: GameId, deal: number | null, moves: number): void {
        p.recentGames.played(game);
        p.portal.ready(game, deal, moves);
      },
      played: () => p.portal.played(),
      left: () => p.portal.left(),
      lost: (game: GameId, deal: number | null, moves: number, reason: LossReason) =>
        p.portal.lost(game, deal, moves, reason),
      stillWinnable: () => p.portal.stillWinnable(),
      won: (game: GameId, deal: number | null, moves: number, seconds: number) =>
        p.portal.won(game, deal, moves, seconds),
    },
    statistics: {
      record: (result: FinishedGame): WinRecord | null => p.statistics.record(result),
    },
  };
}
