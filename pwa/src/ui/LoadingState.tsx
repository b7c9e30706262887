/** The text shown while something loads (SPEC §2: protected pages show "Loading..."). */
export function LoadingState() {
  return (
    <p className="loading-state" role="status">
      Loading...
    </p>
  );
}
