import { ConfirmEmailBanner } from '@/features/auth';
import { SearchBox } from '@/features/search';
import { Layout } from '@/layout/Layout';
import { HeaderAccount } from './HeaderAccount';

/** The shell of every page with the parts of it that features provide (layout/ never imports features). */
export function AppLayout() {
  return <Layout account={<HeaderAccount />} Search={SearchBox} banner={<ConfirmEmailBanner />} />;
}
