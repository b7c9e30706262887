/**
 * Slot for SPEC §2 Home "first 3 latest posts" (vote count, community, author, relative time,
 * links to /post/{id}, 3 skeletons while loading). Renders nothing until GET /api/posts exists.
 */
export function LatestPostsSlot() {
  return null;
}
