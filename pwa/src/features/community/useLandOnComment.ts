import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { commentAnchorId } from '@shared/notifications/targets';

/** Every comment's anchor starts so (`comment-<id>`, shared/notifications/targets.ts). */
const COMMENT_ANCHOR_PREFIX = commentAnchorId('');

/**
 * A link to one comment (`/post/{id}#comment-{commentId}`, as a notification's) lands on it once the thread is shown:
 * scrolled into view and focused, so a keyboard or screen reader continues from there. The router does not do this
 * for a hash, and the comments arrive after the first render.
 */
export function useLandOnComment(threadShown: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!threadShown || !hash.startsWith(`#${COMMENT_ANCHOR_PREFIX}`)) return;
    const comment = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!comment) return;
    comment.scrollIntoView({ block: 'center' });
    comment.focus({ preventScroll: true });
  }, [threadShown, hash]);
}
