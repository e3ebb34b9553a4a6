// The win panel's sizes, in CSS px, grown with the room it has: a phone gets the base sizes (and
// less only when a short landscape screen needs it), a desktop up to 1.6 times them, so at 1920x1080
// the panel is about 670 px wide rather than a phone's panel lost in the middle.

/** Largest and smallest scale; below MIN_SCALE the text would be too small to read at a glance. */
export const MAX_SCALE = 1.6;
export const MIN_SCALE = 0.8;
/** Buttons are never shorter than a finger needs. */
export const MIN_BUTTON = 44;

export interface PanelMetrics {
  readonly scale: number;
  /** The panel's width at most (CSS px); a row of buttons may widen it on a wide, short screen. */
  readonly width: number;
  readonly titlePx: number;
  readonly summaryPx: number;
  readonly notePx: number;
  readonly statsPx: number;
  readonly rowH: number;
  readonly buttonPx: number;
  readonly buttonH: number;
  readonly gap: number;
  /** Inside the panel: above the title, below the buttons, at the sides. */
  readonly padTop: number;
  readonly padBottom: number;
  readonly padSide: number;
}

/** The scale for a play area of this size (CSS px): base sizes fit a 520 x 520 area. */
export function panelScale(areaW: number, areaH: number): number {
  return Math.max(1, Math.min(MAX_SCALE, areaW / 520, areaH / 520));
}

/** Sizes at `scale` for a play area `areaW` CSS px wide. */
export function panelMetrics(scale: number, areaW: number): PanelMetrics {
  const k = Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale));
  return {
    scale: k,
    width: Math.min(areaW * 0.94, 420 * k),
    titlePx: Math.round(30 * k),
    summaryPx: Math.round(18 * k),
    notePx: Math.round(17 * k),
    statsPx: Math.max(12, Math.round(15 * k)),
    rowH: Math.round(25 * k),
    buttonPx: Math.round(17 * k),
    buttonH: Math.max(MIN_BUTTON, Math.round(48 * k)),
    gap: Math.round(12 * k),
    padTop: Math.round(22 * k),
    padBottom: Math.round(18 * k),
    padSide: Math.round(20 * k),
  };
}
