import { lazy } from 'react';

/** Every screen is its own chunk, so the first page only downloads what it shows. */
export const HomePage = lazy(() => import('../pages/home/HomePage'));
export const ModelListPage = lazy(() => import('../pages/models/ModelListPage'));
export const ModelDetailPage = lazy(() => import('../pages/models/ModelDetailPage'));
export const ModelComparePage = lazy(() => import('../pages/models/ModelComparePage'));
export const YearPage = lazy(() => import('../pages/models/YearPage'));
export const YearComparePage = lazy(() => import('../pages/models/YearComparePage'));
export const TrimPage = lazy(() => import('../pages/models/TrimPage'));
export const CommunityPage = lazy(() => import('../pages/community/CommunityPage'));
export const NewPostPage = lazy(() => import('../pages/posts/NewPostPage'));
export const PostPage = lazy(() => import('../pages/posts/PostPage'));
export const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
export const MessagesPage = lazy(() => import('../pages/messages/MessagesPage'));
export const AdminPage = lazy(() => import('../pages/admin/AdminPage'));
export const AdminModelsPage = lazy(() => import('../pages/admin/AdminModelsPage'));
export const LoginPage = lazy(() => import('../pages/auth/LoginPage'));
export const RegisterPage = lazy(() => import('../pages/auth/RegisterPage'));
export const ComparePage = lazy(() => import('../pages/compare/ComparePage'));
export const VinDecoderPage = lazy(() => import('../pages/tools/VinDecoderPage'));
export const ValueGuidePage = lazy(() => import('../pages/tools/ValueGuidePage'));
export const DiyPage = lazy(() => import('../pages/diy/DiyPage'));
export const EventsPage = lazy(() => import('../pages/events/EventsPage'));
export const CreateEventPage = lazy(() => import('../pages/events/CreateEventPage'));
export const EventPage = lazy(() => import('../pages/events/EventPage'));
export const EditEventPage = lazy(() => import('../pages/events/EditEventPage'));
export const NotFoundPage = lazy(() => import('../pages/errors/NotFoundPage'));
