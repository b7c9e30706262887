import { lazyPage } from '@/ui/lazyPage';

/** The value-guide feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const ValueGuidePage = lazyPage(() => import('./ValueGuidePage'));
export const ReportSalePage = lazyPage(() => import('./ReportSalePage'));
