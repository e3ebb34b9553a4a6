import { t } from '../../platform';
import type { Dialog } from './dialog';

/** Runs `go` at once, or after a yes to `question` when it would throw away a game in progress. */
export function confirmIfPlaying(dialog: Dialog, playing: boolean, question: string, go: () => void): void {
  if (!playing) {
    go();
    return;
  }
  dialog.ask(question, [
    { label: t('table.yes'), action: go },
    { label: t('table.cancel'), action: () => {}, cancel: true },
  ]);
}
