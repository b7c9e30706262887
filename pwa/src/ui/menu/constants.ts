/** docs/product/limits.md: typed letters jump to a menu item; the typed text resets after this pause. */
export const TYPEAHEAD_RESET_MS = 1000;
