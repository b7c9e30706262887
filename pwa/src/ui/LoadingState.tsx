/** The text shown while something loads (docs/product/screens.md: protected pages show "Loading..."). */
export function LoadingState() {
  return (
    <p className="loading-state" role="status">
      Loading...
    </p>
  );
}
