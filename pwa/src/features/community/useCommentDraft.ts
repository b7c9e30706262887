import { useEffect } from 'react';

const keyOf = (draftKey: string) => `pontiac-hub:draft:${draftKey}`;

/** A half-written comment kept on this device (a reload, a closed tab or a failed send does not lose it). */
export function readCommentDraft(draftKey: string | undefined): string | null {
  if (!draftKey) return null;
  try {
    return window.localStorage.getItem(keyOf(draftKey));
  } catch {
    return null;
  }
}

/** Saves the text on every change; an empty box (sent, or cleared by the member) drops the draft. */
export function useSaveCommentDraft(draftKey: string | undefined, body: string) {
  useEffect(() => {
    if (!draftKey) return;
    try {
      if (body.trim() === '') window.localStorage.removeItem(keyOf(draftKey));
      else window.localStorage.setItem(keyOf(draftKey), body);
    } catch {
      // Storage full or blocked: the form still works, only the draft is not kept.
    }
  }, [draftKey, body]);
}
