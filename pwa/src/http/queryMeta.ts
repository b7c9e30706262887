import '@tanstack/react-query';

/** What a query may say about itself, typed for every useQuery in the app. */
interface AppQueryMeta extends Record<string, unknown> {
  /** Answered from the offline mirror when the network fails: the mirror keeps it, the persisted cache does not. */
  mirrored?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}
