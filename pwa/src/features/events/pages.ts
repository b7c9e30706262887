import { lazyPage } from '@/ui/lazyPage';

/** The events feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const EventsPage = lazyPage(() => import('./EventsPage'));
export const CreateEventPage = lazyPage(() => import('./CreateEventPage'));
export const EventPage = lazyPage(() => import('./EventPage'));
export const EditEventPage = lazyPage(() => import('./EditEventPage'));
