/** docs/product/states.md, limits.md toast constants. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store before it is dropped. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
