import { lazyPage } from '@/ui/lazyPage';

/** The compare feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const ComparePage = lazyPage(() => import('./ComparePage'));
