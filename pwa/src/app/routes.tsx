import type { RouteObject } from 'react-router-dom';
import { AdminPage, AdminModelsPage } from '@/features/admin/pages';
import { ProtectedRoute } from '@/features/auth';
import {
  LoginPage,
  RegisterPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  ConfirmEmailPage,
  AccountSettingsPage,
} from '@/features/auth/pages';
import { ModelListPage, ModelDetailPage, YearPage, TrimPage } from '@/features/catalogue/pages';
import { CommunityPage, NewPostPage, PostPage } from '@/features/community/pages';
import { ComparePage } from '@/features/compare/pages';
import { DiyPage } from '@/features/diy/pages';
import { EventsPage, CreateEventPage, EventPage, EditEventPage } from '@/features/events/pages';
import { HomePage } from '@/features/home/pages';
import { MessagesPage } from '@/features/messages/pages';
import { NotificationsPage, NotificationSettingsPage, UnsubscribePage } from '@/features/notifications/pages';
import { ProfilePage, CarPage } from '@/features/profile/pages';
import { SearchPage } from '@/features/search/pages';
import { ShowCarPage, DashCardPage, ShowSetupPage, CheckInPage, JudgingPage, ShowDashboardPage } from '@/features/shows/pages';
import { ReportSalePage, ValueGuidePage } from '@/features/value-guide/pages';
import { VinDecoderPage } from '@/features/vin/pages';
import { lazyPage } from '@/ui/lazyPage';
import { ModelCompareRedirect, YearCompareRedirect } from '@/features/compare/public/compareRedirects';
import { AppLayout } from './AppLayout';
import { RouteError } from './errors/RouteError';

const NotFoundPage = lazyPage(() => import('./errors/NotFoundPage'));

/**
 * docs/product/screens.md route list; every screen renders inside the shared layout. Each feature declares its screens
 * in its entry, every screen a chunk of its own, so the first page only downloads what it shows.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'pontiac', element: <ModelListPage /> },
          { path: 'pontiac/:slug', element: <ModelDetailPage /> },
          { path: 'pontiac/:slug/compare', element: <ModelCompareRedirect /> },
          { path: 'pontiac/:model/:year', element: <YearPage /> },
          { path: 'pontiac/:model/:year/compare', element: <YearCompareRedirect /> },
          { path: 'pontiac/:model/:year/:trim', element: <TrimPage /> },
          { path: 'community', element: <CommunityPage /> },
          { path: 'community/:slug', element: <CommunityPage /> },
          // Signs visitors in itself: at a show with no signal, the member last signed in here can still write a post.
          { path: 'post/new', element: <NewPostPage /> },
          { path: 'post/:id', element: <PostPage /> },
          {
            path: 'profile',
            element: (
              <ProtectedRoute>
                <ProfilePage />
              </ProtectedRoute>
            ),
          },
          { path: 'profile/:username', element: <ProfilePage /> },
          // A garage car: from the owner's garage as the profile holds it, so a member's own cars open offline.
          { path: 'profile/:username/cars/:carId', element: <CarPage /> },
          // Signs visitors in itself: with no signal, the member last signed in here reads their saved conversations.
          { path: 'messages', element: <MessagesPage /> },
          // Notifications: the list reads offline for the member last signed in here, so it signs visitors
          // in itself; the settings change the server's, so they need a member the server knows.
          { path: 'notifications', element: <NotificationsPage /> },
          {
            path: 'notifications/settings',
            element: (
              <ProtectedRoute>
                <NotificationSettingsPage />
              </ProtectedRoute>
            ),
          },
          // An email's "Stop these emails" link: signed, so no sign-in.
          { path: 'email/unsubscribe', element: <UnsubscribePage /> },
          { path: 'search', element: <SearchPage /> },
          {
            path: 'admin',
            element: (
              // Moderators handle reports here too; the page shows each role only the tabs it may use.
              <ProtectedRoute requireModerator>
                <AdminPage />
              </ProtectedRoute>
            ),
          },
          {
            path: 'admin/models',
            element: (
              <ProtectedRoute requireAdmin>
                <AdminModelsPage />
              </ProtectedRoute>
            ),
          },
          { path: 'auth/login', element: <LoginPage /> },
          { path: 'auth/register', element: <RegisterPage /> },
          // Getting back in, and a confirmed address: the pages the emailed links open.
          { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
          { path: 'auth/reset-password', element: <ResetPasswordPage /> },
          { path: 'auth/confirm-email', element: <ConfirmEmailPage /> },
          {
            path: 'settings/account',
            element: (
              <ProtectedRoute>
                <AccountSettingsPage />
              </ProtectedRoute>
            ),
          },
          { path: 'compare', element: <ComparePage /> },
          { path: 'tools/vin-decoder', element: <VinDecoderPage /> },
          { path: 'tools/value-guide', element: <ValueGuidePage /> },
          { path: 'tools/value-guide/report-sale', element: <ReportSalePage /> },
          { path: 'diy', element: <DiyPage /> },
          { path: 'events', element: <EventsPage /> },
          { path: 'events/create', element: <CreateEventPage /> },
          { path: 'events/:id', element: <EventPage /> },
          // A show's cars: the dash card's QR code holds the car's address, which opens offline from the saved show.
          { path: 'events/:id/cars/:carNumber', element: <ShowCarPage /> },
          { path: 'events/:id/cars/:carNumber/card', element: <DashCardPage /> },
          {
            path: 'events/:id/edit',
            element: (
              <ProtectedRoute>
                <EditEventPage />
              </ProtectedRoute>
            ),
          },
          // Show day: the organiser's set-up; the gate's check-in and a member's entering and voting work
          // offline, so they sign visitors in themselves (the member last signed in here can still write).
          {
            path: 'events/:id/show',
            element: (
              <ProtectedRoute>
                <ShowSetupPage />
              </ProtectedRoute>
            ),
          },
          { path: 'events/:id/check-in', element: <CheckInPage /> },
          // Judging and the organiser's day: judges score offline; the day reads from its last answer.
          { path: 'events/:id/judging', element: <JudgingPage /> },
          { path: 'events/:id/dashboard', element: <ShowDashboardPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
