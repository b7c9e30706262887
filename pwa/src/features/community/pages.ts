import { lazyPage } from '@/ui/lazyPage';

/** The community feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const CommunityPage = lazyPage(() => import('./CommunityPage'));
export const NewPostPage = lazyPage(() => import('./NewPostPage'));
export const PostPage = lazyPage(() => import('./PostPage'));
