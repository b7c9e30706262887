import { SITE_NAME } from '@shared/layout/nav';

export function Footer() {
  return (
    <footer className="site-footer">
      <p>{SITE_NAME}: a community for owners and fans of classic Pontiacs, 1958-1989. Not affiliated with General Motors.</p>
    </footer>
  );
}
