/** The key of the device's copy of a read that useMirroredQuery shows until the network answers. */
export const mirrorKey = (queryKey: readonly unknown[]): unknown[] => ['mirror', ...queryKey];
