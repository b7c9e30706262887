import { CheckInPage, DashCardPage, JudgingPage, ShowDashboardPage } from '@/features/shows/pages';
import { pageLoader } from '@/ui/lazyPage';

/**
 * Loads the show-day pages that the precache leaves out (the dash card with its QR code maker, the gate's check-in,
 * judging, the day at a glance: shared/pwa/caches.ts), so that the service worker keeps them: called once a show is
 * saved on the device.
 */
export function preloadShowDayPages(): void {
  for (const page of [DashCardPage, CheckInPage, JudgingPage, ShowDashboardPage]) void pageLoader(page)?.().catch(() => undefined);
}
