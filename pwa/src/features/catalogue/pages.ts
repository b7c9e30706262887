import { lazyPage } from '@/ui/lazyPage';

/** The catalogue feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const ModelListPage = lazyPage(() => import('./ModelListPage'));
export const ModelDetailPage = lazyPage(() => import('./ModelDetailPage'));
export const YearPage = lazyPage(() => import('./YearPage'));
export const TrimPage = lazyPage(() => import('./TrimPage'));
