import { useEffect } from 'react';
import { postDraftSetting, readSetting, writeSetting, type PostDraft } from '@/device/localSettings';

export type { PostDraft };

/** The half-written post kept on this device, or null when there is none or it is unreadable. */
export const readPostDraft = (): PostDraft | null => readSetting(postDraftSetting);

export const clearPostDraft = () => writeSetting(postDraftSetting, null);

/** Saves the draft on every change; an untouched form is not worth keeping. */
export function useSavePostDraft(draft: PostDraft) {
  const { communitySlug, title, body, url } = draft;
  useEffect(() => {
    writeSetting(postDraftSetting, !title && !body && !url ? null : { communitySlug, title, body, url });
  }, [communitySlug, title, body, url]);
}
