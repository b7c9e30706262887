/** docs/product/README.md, screens.md shared layout: header sections, bottom navigation, search box and the external group link. */

export interface NavItem {
  readonly label: string;
  readonly to: string;
}

export const SITE_NAME = 'Pontiac Hub';

/** docs/product/limits.md: header height. */
export const HEADER_HEIGHT_PX = 64;

/** docs/product/README.md: exact placeholder of the top-bar search box. */
export const SEARCH_PLACEHOLDER = 'Search models, posts, users...';

/** The external social-media group promoted in the header and on the home page. */
export const COMMUNITY_GROUP_URL = 'https://www.facebook.com/groups/pontiacenthusiasts/';
export const COMMUNITY_GROUP_LABEL = 'Facebook Group';

/** Desktop header links, in order (docs/product/screens.md shared layout). */
export const HEADER_NAV_ITEMS = [
  { label: 'Models', to: '/pontiac' },
  { label: 'Community', to: '/community' },
  { label: 'DIY', to: '/diy' },
  { label: 'Events', to: '/events' },
  { label: 'Tools', to: '/tools/vin-decoder' },
] as const satisfies readonly NavItem[];

/** Mobile bottom navigation, shown below the medium breakpoint (docs/product/screens.md). */
export const BOTTOM_NAV_ITEMS = [
  { label: 'Home', to: '/' },
  { label: 'Models', to: '/pontiac' },
  { label: 'Community', to: '/community' },
  { label: 'Events', to: '/events' },
  { label: 'Profile', to: '/profile' },
] as const satisfies readonly NavItem[];

/** docs/product/screens.md: an item is current when the path equals it or lies below it; home only on equality. */
export function isNavItemActive(pathname: string, itemPath: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/** Where the user menu points. */
export const PROFILE_PATH = '/profile';
export const ADMIN_PATH = '/admin';
export const LOGIN_PATH = '/auth/login';
export const REGISTER_PATH = '/auth/register';
/** Asking for a link to choose a new password, and the page that link opens. */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** A member's sign-in details: their email address and password. */
export const ACCOUNT_SETTINGS_PATH = '/settings/account';
/** The page an email confirmation link opens. */
export const CONFIRM_EMAIL_PATH = '/auth/confirm-email';
