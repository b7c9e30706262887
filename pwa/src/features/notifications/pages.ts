import { lazyPage } from '@/ui/lazyPage';

/** The notifications feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const NotificationsPage = lazyPage(() => import('./NotificationsPage'));
export const NotificationSettingsPage = lazyPage(() => import('./NotificationSettingsPage'));
export const UnsubscribePage = lazyPage(() => import('./UnsubscribePage'));
