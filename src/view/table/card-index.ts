// The corner index (rank and suit) of a face, as shares of the card's width. One source for the
// card art that draws it and the layout that fans columns: a covered card must show all of it.

/** Inset of the index from the card's top-left corner. */
export const INDEX_PAD = 0.06;
/** Font size of the rank. */
export const INDEX_RANK_SIZE = 0.4;
/** Side of the suit pip beside the rank. */
export const INDEX_PIP = 0.32;
/** The pip starts a little below the top of the rank's em box, level with its cap. */
export const INDEX_PIP_DROP = 0.08 * INDEX_RANK_SIZE;
/** The pip's left edge: it ends at the right inset. */
export const INDEX_PIP_X = 1 - INDEX_PAD - INDEX_PIP;
/** The least air between the rank's ink and the pip ("10" is the widest rank). */
export const INDEX_GAP = 0.08;

/** How far down the card the index reaches (the pip is the lower of the two), plus a hairline of air. */
export const INDEX_HEIGHT = INDEX_PAD + INDEX_PIP_DROP + INDEX_PIP + 0.02;
