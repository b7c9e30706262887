import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { isDrawingFrame } from '../device/drawingFrame';
import { UpdatePrompt } from '../install/UpdatePrompt';
import { LoadingState } from '../ui/LoadingState';
import { useHydrated } from '../ui/useHydrated';
import { Toaster } from '../ui/toast/Toaster';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header } from './Header';
import type { ShellSlots } from './slots';

/**
 * The update prompt registers the service worker as it renders, which only a browser can: it stays out of the
 * prerendered HTML and comes with the first render after hydration. A component of its own, so that this render
 * does not re-render the page still being hydrated.
 */
function UpdatePromptOnceHydrated() {
  // Not in the frame a show's tab is drawn in: the banner would be kept in the drawing, shown after "Later".
  return useHydrated() && !isDrawingFrame() ? <UpdatePrompt /> : null;
}

/** Shared frame of every screen: skip link, header, toasts, main content, footer, bottom nav. */
export function Layout({ account, Search, banner }: ShellSlots) {
  const { pathname } = useLocation();
  const [menu, setMenu] = useState({ open: false, pathname });
  // The mobile menu closes by itself when the route changes, and stays closed: had it only been hidden while on
  // another page, coming back to the page it was opened on (after signing in from it, say) would open it again.
  if (menu.pathname !== pathname) setMenu({ open: false, pathname });
  const menuOpen = menu.open && menu.pathname === pathname;

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header account={account} Search={Search} menuOpen={menuOpen} onMenuToggle={(open) => setMenu({ open, pathname })} />
      {banner}
      {/* Floats over the page (ui/toast/toast.css). */}
      <Toaster />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomNav />
      <UpdatePromptOnceHydrated />
      <ScrollRestoration />
    </div>
  );
}
