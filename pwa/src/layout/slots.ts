import type { ComponentType, ReactNode } from 'react';

/** What the search box in the header and in the mobile menu is given. */
export interface SearchSlotProps {
  className?: string;
  /** Called after the box has sent the user somewhere (the mobile menu closes). */
  onSearch?: () => void;
}

/**
 * The parts of the shell that features provide: layout/ never imports a feature, app/ hands them in
 * (app/AppLayout.tsx).
 */
export interface ShellSlots {
  /** The header's account area (sign-in buttons, or the member's messages link and menu). */
  account: ReactNode;
  /** The search box, rendered in the header and again in the mobile menu. */
  Search: ComponentType<SearchSlotProps>;
  /** A notice for the member under the header (e.g. to confirm their email address), or nothing. */
  banner?: ReactNode;
}
