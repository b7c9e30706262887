/** Where sign-in sends a member back to: the page a protected route turned them away from (router state). */
export interface ReturnState {
  from: string;
}

/** Only a path of this site counts ("/post/new?community=gto"); "//other.site" would leave it. */
export function returnPathOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/** The router state that brings a visitor sent to sign in back to where they were. */
export const returnStateFor = (location: { pathname: string; search: string }): ReturnState => ({
  from: location.pathname + location.search,
});
