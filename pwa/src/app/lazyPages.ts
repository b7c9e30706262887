import { lazy } from 'react';

/** Every screen is its own chunk, so the first page only downloads what it shows. */
export const HomePage = lazy(() => import('../features/home/HomePage'));
export const ModelListPage = lazy(() => import('../features/catalogue/ModelListPage'));
export const ModelDetailPage = lazy(() => import('../features/catalogue/ModelDetailPage'));
export const ModelComparePage = lazy(() => import('../features/compare/ModelComparePage'));
export const YearPage = lazy(() => import('../features/catalogue/YearPage'));
export const YearComparePage = lazy(() => import('../features/compare/YearComparePage'));
export const TrimPage = lazy(() => import('../features/catalogue/TrimPage'));
export const CommunityPage = lazy(() => import('../features/community/CommunityPage'));
export const NewPostPage = lazy(() => import('../features/community/NewPostPage'));
export const PostPage = lazy(() => import('../features/community/PostPage'));
export const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
export const MessagesPage = lazy(() => import('../features/messages/MessagesPage'));
export const AdminPage = lazy(() => import('../features/admin/AdminPage'));
export const AdminModelsPage = lazy(() => import('../features/admin/AdminModelsPage'));
export const LoginPage = lazy(() => import('../features/auth/LoginPage'));
export const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
export const ComparePage = lazy(() => import('../features/compare/ComparePage'));
export const VinDecoderPage = lazy(() => import('../features/vin/VinDecoderPage'));
export const ValueGuidePage = lazy(() => import('../features/value-guide/ValueGuidePage'));
export const DiyPage = lazy(() => import('../features/diy/DiyPage'));
export const EventsPage = lazy(() => import('../features/events/EventsPage'));
export const CreateEventPage = lazy(() => import('../features/events/CreateEventPage'));
export const EventPage = lazy(() => import('../features/events/EventPage'));
export const EditEventPage = lazy(() => import('../features/events/EditEventPage'));
export const NotFoundPage = lazy(() => import('./errors/NotFoundPage'));
