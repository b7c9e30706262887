/** SPEC §8 share toasts (model and forum pages); candidates for shared/ if the server ever needs them. */
export const shareTexts = {
  copied: 'Link copied!',
  copiedDescription: 'Share link has been copied to clipboard',
  copyFailed: 'Failed to copy',
  copyFailedDescription: 'Please try again',
} as const;

/** SPEC §4/§9: the "copied" state of a share button resets after this long. */
export const SHARE_COPIED_RESET_MS = 2000;
