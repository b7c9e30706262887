/** The name of the hidden frame in which the app draws a saved show's tab ahead (features/shows/storage/drawShowTabs.ts). */
export const DRAWING_FRAME_NAME = 'pontiac-hub-drawing';

/**
 * Whether the app runs in that frame: it only draws its page, which the page keeps as drawn. The frame's page does
 * none of the app's background work and writes no query cache: the page that opened it does both.
 */
export const isDrawingFrame = () => typeof window !== 'undefined' && window.parent !== window && window.name === DRAWING_FRAME_NAME;
