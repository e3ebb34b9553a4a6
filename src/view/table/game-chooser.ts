import { GAME_IDS, GAMES, type GameId } from '../../engine';
import { t } from '../../platform';
import type { Dialog } from './dialog';

/** A chooser of the games in a dialog: the table's menu when the build has no menu scene. */
export function chooseGame(dialog: Dialog, play: (game: GameId) => void): void {
  dialog.ask(t('table.menu'), [
    ...GAME_IDS.map((id) => ({ label: GAMES[id].name, action: () => play(id) })),
    { label: t('table.cancel'), action: () => {} },
  ]);
}
