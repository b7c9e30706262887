import { lazyPage } from '@/ui/lazyPage';

/** The admin feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const AdminPage = lazyPage(() => import('./AdminPage'));
export const AdminModelsPage = lazyPage(() => import('./AdminModelsPage'));
