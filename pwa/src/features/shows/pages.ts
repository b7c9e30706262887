import { lazyPage } from '@/ui/lazyPage';

/** The shows feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const ShowCarPage = lazyPage(() => import('./car/ShowCarPage'));
export const DashCardPage = lazyPage(() => import('./car/DashCardPage'));
export const ShowSetupPage = lazyPage(() => import('./organizer/ShowSetupPage'));
export const JudgingPage = lazyPage(() => import('./judging/JudgingPage'));
export const ShowDashboardPage = lazyPage(() => import('./judging/DashboardPage'));
export const CheckInPage = lazyPage(() => import('./check-in/CheckInPage'));
