import { t } from '../platform';
import type { PageNotice } from './page-notice';

// "A new version is ready: Reload", offered only when no game is in progress (the menu, a fresh
// deal, the win), and taken back as soon as one starts: a reload never comes mid-game. "Later"
// leaves it for this visit (the new version starts by itself the next time the game is opened).

/** `makeNotice` is called when a version is first ready: no notice is made on a visit without one. */
export function offerUpdates(makeNotice: () => PageNotice, midGame: () => boolean): (apply: () => void) => void {
  let notice: PageNotice | null = null;
  let pending: (() => void) | null = null;
  let showing = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  const check = () => {
    if (!pending) return;
    notice ??= makeNotice();
    if (showing && midGame()) {
      notice.hide();
      showing = false;
    } else if (!showing && !midGame() && !notice.shown) {
      const apply = pending;
      showing = true;
      notice.show(t('update.ready'), [
        { label: t('update.reload'), press: apply },
        { label: t('update.later'), press: () => stop() },
      ]);
    }
  };
  const stop = () => {
    pending = null;
    showing = false;
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  return (apply) => {
    pending = apply;
    timer ??= setInterval(check, 500);
    check();
  };
}
