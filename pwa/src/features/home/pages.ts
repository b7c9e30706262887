import { lazyPage } from '@/ui/lazyPage';

/** The home feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const HomePage = lazyPage(() => import('./HomePage'));
