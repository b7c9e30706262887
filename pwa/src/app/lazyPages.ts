import { createElement, lazy, useState, type ComponentType } from 'react';

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A page in a chunk of its own (React.lazy) that can also be loaded ahead, as main.tsx does before hydrating a
 * prerendered page: once loaded, the page renders at once instead of suspending. A page still suspended while it
 * hydrates would be swapped for "Loading..." as soon as an update from above (the restored query cache) reaches it.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const loadAndKeep = async () => {
    const module = await load();
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(loadAndKeep);
  function Page() {
    // Chosen once per mount: switching from the lazy to the loaded component later would remount the page.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component);
  }
  loaders.set(Page, loadAndKeep);
  return Page;
}

/** How to load a page made by `page`, if the component is one. */
export const pageLoader = (component: unknown) => (typeof component === 'function' ? loaders.get(component) : undefined);

/** Every screen is its own chunk, so the first page only downloads what it shows. */
export const HomePage = page(() => import('../features/home/HomePage'));
export const ModelListPage = page(() => import('../features/catalogue/ModelListPage'));
export const ModelDetailPage = page(() => import('../features/catalogue/ModelDetailPage'));
export const YearPage = page(() => import('../features/catalogue/YearPage'));
export const TrimPage = page(() => import('../features/catalogue/TrimPage'));
export const CommunityPage = page(() => import('../features/community/CommunityPage'));
export const NewPostPage = page(() => import('../features/community/NewPostPage'));
export const PostPage = page(() => import('../features/community/PostPage'));
export const ProfilePage = page(() => import('../features/profile/ProfilePage'));
export const CarPage = page(() => import('../features/profile/CarPage'));
export const MessagesPage = page(() => import('../features/messages/MessagesPage'));
export const NotificationsPage = page(() => import('../features/notifications/NotificationsPage'));
export const NotificationSettingsPage = page(() => import('../features/notifications/NotificationSettingsPage'));
export const UnsubscribePage = page(() => import('../features/notifications/UnsubscribePage'));
export const AdminPage = page(() => import('../features/admin/AdminPage'));
export const AdminModelsPage = page(() => import('../features/admin/AdminModelsPage'));
export const LoginPage = page(() => import('../features/auth/LoginPage'));
export const RegisterPage = page(() => import('../features/auth/RegisterPage'));
export const ForgotPasswordPage = page(() => import('../features/auth/email/ForgotPasswordPage'));
export const ResetPasswordPage = page(() => import('../features/auth/email/ResetPasswordPage'));
export const ConfirmEmailPage = page(() => import('../features/auth/email/ConfirmEmailPage'));
export const AccountSettingsPage = page(() => import('../features/auth/email/AccountSettingsPage'));
export const ComparePage = page(() => import('../features/compare/ComparePage'));
export const VinDecoderPage = page(() => import('../features/vin/VinDecoderPage'));
export const ValueGuidePage = page(() => import('../features/value-guide/ValueGuidePage'));
export const DiyPage = page(() => import('../features/diy/DiyPage'));
export const EventsPage = page(() => import('../features/events/EventsPage'));
export const CreateEventPage = page(() => import('../features/events/CreateEventPage'));
export const EventPage = page(() => import('../features/events/EventPage'));
export const EditEventPage = page(() => import('../features/events/EditEventPage'));
export const ShowCarPage = page(() => import('../features/shows/car/ShowCarPage'));
export const DashCardPage = page(() => import('../features/shows/car/DashCardPage'));
export const ShowSetupPage = page(() => import('../features/shows/organizer/ShowSetupPage'));
export const CheckInPage = page(() => import('../features/shows/check-in/CheckInPage'));
export const JudgingPage = page(() => import('../features/shows/judging/JudgingPage'));
export const ShowDashboardPage = page(() => import('../features/shows/judging/DashboardPage'));
export const SearchPage = page(() => import('../features/search/SearchPage'));
export const NotFoundPage = page(() => import('./errors/NotFoundPage'));
