import { useEffect } from 'react';
import { commentDraftSetting, readSetting, writeSetting } from '@/device/localSettings';

/** A half-written comment kept on this device (a reload, a closed tab or a failed send does not lose it). */
export function readCommentDraft(draftKey: string | undefined): string | null {
  return draftKey ? readSetting(commentDraftSetting(draftKey)) : null;
}

/** Saves the text on every change; an empty box (sent, or cleared by the member) drops the draft. */
export function useSaveCommentDraft(draftKey: string | undefined, body: string) {
  useEffect(() => {
    if (draftKey) writeSetting(commentDraftSetting(draftKey), body.trim() === '' ? null : body);
  }, [draftKey, body]);
}
