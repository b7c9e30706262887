import { useEffect } from 'react';
import { z } from 'zod';

/** A half-written post, kept on this device so a reload or a lost tab does not lose it. */
export const postDraftSchema = z.object({
  communitySlug: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PostDraft = z.infer<typeof postDraftSchema>;

const DRAFT_KEY = 'pontiac-hub:post-draft';

/** The stored draft, or null when there is none or it is unreadable (an old shape, private mode). */
export function readPostDraft(): PostDraft | null {
  try {
    const stored = window.localStorage.getItem(DRAFT_KEY);
    if (!stored) return null;
    const parsed = postDraftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPostDraft() {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage unavailable (private mode, quota): there was nothing kept to clear.
  }
}

/** Saves the draft on every change; an untouched form is not worth keeping. */
export function useSavePostDraft(draft: PostDraft) {
  const { communitySlug, title, body, url } = draft;
  useEffect(() => {
    try {
      if (!title && !body && !url) window.localStorage.removeItem(DRAFT_KEY);
      else window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ communitySlug, title, body, url }));
    } catch {
      // Storage full or blocked: the form still works, only the draft is not kept.
    }
  }, [communitySlug, title, body, url]);
}
