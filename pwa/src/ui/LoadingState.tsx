/** What marks a part of a page still loading (a page kept as drawn is kept only without one). */
export const LOADING_STATE_SELECTOR = '.loading-state';

/** The text shown while something loads (docs/product/screens.md: protected pages show "Loading..."). */
export function LoadingState() {
  return (
    <p className="loading-state" role="status">
      Loading...
    </p>
  );
}
