/**
 * Placeholder until the read side's `keepShowOnDevice` (exported from `@/features/shows`) is merged: after a member
 * enters a car, the show is kept on the device. The lead swaps this for the real one.
 */
export function keepShowOnDevice(eventId: string): void {
  void eventId;
}
