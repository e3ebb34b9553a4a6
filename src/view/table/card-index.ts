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

// The stacked index, for a portrait phone whose columns overlap side by side (layout.ts): the pip
// goes under the rank, so the whole index lies in the left part of the card that a neighbouring
// column leaves in view.

/** Font size of the rank in the stacked index. */
export const STACKED_RANK_SIZE = 0.38;
/** Side of the pip under it. */
export const STACKED_PIP = 0.3;
/** Air between the rank's cap and the pip. */
export const STACKED_GAP = 0.05;
/** Where the pip starts: below the rank's cap height (about 0.74 of the font size). */
export const STACKED_PIP_Y = INDEX_PAD + 0.74 * STACKED_RANK_SIZE + STACKED_GAP;
/** How far down the card the stacked index reaches, plus a hairline of air. */
export const STACKED_INDEX_HEIGHT = STACKED_PIP_Y + STACKED_PIP + 0.02;
/** How far across it reaches: the rank's room (a "10" is squeezed into it), with the inset. */
export const STACKED_INDEX_WIDTH = 0.54;
