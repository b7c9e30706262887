import { usePageTitle } from '@/ui/usePageTitle';
import { FeaturedModels } from './FeaturedModels';
import { Hero } from './Hero';
import { JoinCallToAction } from './JoinCallToAction';
import { LatestPostsSlot } from './LatestPostsSlot';
import { StatsStrip } from './StatsStrip';
import { ToolCards } from './ToolCards';
import './home.css';

/** docs/product/screens.md Home. */
export default function HomePage() {
  usePageTitle();
  return (
    <div className="home">
      <Hero />
      <StatsStrip />
      <FeaturedModels />
      <LatestPostsSlot />
      <ToolCards />
      <JoinCallToAction />
    </div>
  );
}
