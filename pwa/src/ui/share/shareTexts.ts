/** docs/product/errors.md share toasts (model and forum pages); candidates for shared/ if the server ever needs them. */
export const shareTexts = {
  copied: 'Link copied!',
  copiedDescription: 'Share link has been copied to clipboard',
  copyFailed: 'Failed to copy',
  copyFailedDescription: 'Please try again',
} as const;

/** docs/product/states.md, limits.md: the "copied" state of a share button resets after this long. */
export const SHARE_COPIED_RESET_MS = 2000;
