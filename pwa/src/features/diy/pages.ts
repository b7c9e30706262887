import { lazyPage } from '@/ui/lazyPage';

/** The diy feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const DiyPage = lazyPage(() => import('./DiyPage'));
