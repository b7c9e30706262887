/** Texts of the UI kit's shared widgets. */

/** Shown above a table that is wider than its box (ScrollBox), so a phone user knows the rest is sideways. */
export const SCROLL_SIDEWAYS_HINT = 'Scroll sideways to see more';
