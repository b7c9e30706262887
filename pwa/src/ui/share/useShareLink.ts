import { useEffect, useState } from 'react';
import { toast } from '../toast/toastStore';
import { SHARE_COPIED_RESET_MS, shareTexts } from './shareTexts';

export interface ShareTarget {
  title: string;
  text?: string;
  url: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Native share sheet when the device has one, else clipboard copy with docs/product/errors.md toasts. */
export function useShareLink() {
  const [copied, setCopied] = useState(false);
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHARE_COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: shareTexts.copied, description: shareTexts.copiedDescription });
    } catch {
      toast({ variant: 'destructive', title: shareTexts.copyFailed, description: shareTexts.copyFailedDescription });
    }
  };

  const share = async (target: ShareTarget) => {
    if (!canShareNatively) return copyLink(target.url);
    try {
      await navigator.share(target);
    } catch (error) {
      // Closing the share sheet is not a failure (docs/product/errors.md); anything else is only logged.
      if (!isAbort(error)) console.error('Sharing failed', error);
    }
  };

  return { share, copyLink, copied, canShareNatively };
}
