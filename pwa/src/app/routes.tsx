import type { RouteObject } from 'react-router-dom';
import { ProtectedRoute } from '@/features/auth';
import { ModelCompareRedirect, YearCompareRedirect } from '@/features/compare/public/compareRedirects';
import { AppLayout } from './AppLayout';
import { RouteError } from './errors/RouteError';
import * as Pages from './lazyPages';

/** docs/product/screens.md route list; every screen renders inside the shared layout. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Pages.HomePage /> },
          { path: 'pontiac', element: <Pages.ModelListPage /> },
          { path: 'pontiac/:slug', element: <Pages.ModelDetailPage /> },
          { path: 'pontiac/:slug/compare', element: <ModelCompareRedirect /> },
          { path: 'pontiac/:model/:year', element: <Pages.YearPage /> },
          { path: 'pontiac/:model/:year/compare', element: <YearCompareRedirect /> },
          { path: 'pontiac/:model/:year/:trim', element: <Pages.TrimPage /> },
          { path: 'community', element: <Pages.CommunityPage /> },
          { path: 'community/:slug', element: <Pages.CommunityPage /> },
          // Signs visitors in itself: at a show with no signal, the member last signed in here can still write a post.
          { path: 'post/new', element: <Pages.NewPostPage /> },
          { path: 'post/:id', element: <Pages.PostPage /> },
          {
            path: 'profile',
            element: (
              <ProtectedRoute>
                <Pages.ProfilePage />
              </ProtectedRoute>
            ),
          },
          { path: 'profile/:username', element: <Pages.ProfilePage /> },
          // A garage car: from the owner's garage as the profile holds it, so a member's own cars open offline.
          { path: 'profile/:username/cars/:carId', element: <Pages.CarPage /> },
          // Signs visitors in itself: with no signal, the member last signed in here reads their saved conversations.
          { path: 'messages', element: <Pages.MessagesPage /> },
          // Notifications: the list reads offline for the member last signed in here, so it signs visitors
          // in itself; the settings change the server's, so they need a member the server knows.
          { path: 'notifications', element: <Pages.NotificationsPage /> },
          {
            path: 'notifications/settings',
            element: (
              <ProtectedRoute>
                <Pages.NotificationSettingsPage />
              </ProtectedRoute>
            ),
          },
          // An email's "Stop these emails" link: signed, so no sign-in.
          { path: 'email/unsubscribe', element: <Pages.UnsubscribePage /> },
          { path: 'search', element: <Pages.SearchPage /> },
          {
            path: 'admin',
            element: (
              // Moderators handle reports here too; the page shows each role only the tabs it may use.
              <ProtectedRoute requireModerator>
                <Pages.AdminPage />
              </ProtectedRoute>
            ),
          },
          {
            path: 'admin/models',
            element: (
              <ProtectedRoute requireAdmin>
                <Pages.AdminModelsPage />
              </ProtectedRoute>
            ),
          },
          { path: 'auth/login', element: <Pages.LoginPage /> },
          { path: 'auth/register', element: <Pages.RegisterPage /> },
          // Getting back in, and a confirmed address: the pages the emailed links open.
          { path: 'auth/forgot-password', element: <Pages.ForgotPasswordPage /> },
          { path: 'auth/reset-password', element: <Pages.ResetPasswordPage /> },
          { path: 'auth/confirm-email', element: <Pages.ConfirmEmailPage /> },
          {
            path: 'settings/account',
            element: (
              <ProtectedRoute>
                <Pages.AccountSettingsPage />
              </ProtectedRoute>
            ),
          },
          { path: 'compare', element: <Pages.ComparePage /> },
          { path: 'tools/vin-decoder', element: <Pages.VinDecoderPage /> },
          { path: 'tools/value-guide', element: <Pages.ValueGuidePage /> },
          { path: 'diy', element: <Pages.DiyPage /> },
          { path: 'events', element: <Pages.EventsPage /> },
          { path: 'events/create', element: <Pages.CreateEventPage /> },
          { path: 'events/:id', element: <Pages.EventPage /> },
          // A show's cars: the dash card's QR code holds the car's address, which opens offline from the saved show.
          { path: 'events/:id/cars/:carNumber', element: <Pages.ShowCarPage /> },
          { path: 'events/:id/cars/:carNumber/card', element: <Pages.DashCardPage /> },
          {
            path: 'events/:id/edit',
            element: (
              <ProtectedRoute>
                <Pages.EditEventPage />
              </ProtectedRoute>
            ),
          },
          // Show day: the organiser's set-up; the gate's check-in and a member's entering and voting work
          // offline, so they sign visitors in themselves (the member last signed in here can still write).
          {
            path: 'events/:id/show',
            element: (
              <ProtectedRoute>
                <Pages.ShowSetupPage />
              </ProtectedRoute>
            ),
          },
          { path: 'events/:id/check-in', element: <Pages.CheckInPage /> },
          // Judging and the organiser's day: judges score offline; the day reads from its last answer.
          { path: 'events/:id/judging', element: <Pages.JudgingPage /> },
          { path: 'events/:id/dashboard', element: <Pages.ShowDashboardPage /> },
          { path: '*', element: <Pages.NotFoundPage /> },
        ],
      },
    ],
  },
];
