import { lazyPage } from '@/ui/lazyPage';

/** The profile feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const ProfilePage = lazyPage(() => import('./ProfilePage'));
export const CarPage = lazyPage(() => import('./CarPage'));
