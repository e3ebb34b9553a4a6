import { type GameId, isDealNumber } from '../engine';

// Deal numbers as players type and share them: what the deal-number box accepts, and the link
// that opens a deal (the same ?game=&deal= parameters the page reads at start).

export type DealInput = { readonly ok: true; readonly deal: number } | { readonly ok: false };

/** A typed deal number: digits only (no signs, decimals or exponents), 1..MAX_DEAL. */
export function parseDealInput(text: string): DealInput {
  const s = text.trim();
  if (!/^\d+$/.test(s)) return { ok: false };
  const deal = Number(s);
  return isDealNumber(deal) ? { ok: true, deal } : { ok: false };
}

/** The link that opens this deal of this game (with its options) from the page at `base`. */
export function dealLink(base: string, game: GameId, deal: number, options: readonly string[] = []): string {
  const q = new URLSearchParams({ game, deal: String(deal) });
  if (options.length > 0) q.set('options', options.join(','));
  return `${base}?${q.toString()}`;
}

/** Puts text on the clipboard; false when the browser will not (no API, no permission, not secure). */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
