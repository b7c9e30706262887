/**
 * The offline snapshot's format: sent in every snapshot and part of its ETag. Bump it when the snapshot's shape
 * changes; a device built for another format refuses the snapshot (and keeps its mirror) until the app updates.
 */
export const SNAPSHOT_FORMAT = 7;
