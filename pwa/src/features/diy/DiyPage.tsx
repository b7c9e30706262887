import { filterByDifficulty, hasActiveDiyFilters, showingCount, type CatalogueModelName } from './diyFilters';
import { useDiyFilters } from './useDiyFilters';
import { useDiyVideos } from './useDiyVideos';
import { useModels } from '@/features/catalogue';
import { Button } from '@/ui/Button';
import { LastRefreshed } from '@/mirror/LastRefreshed';
import { usePageTitle } from '@/ui/usePageTitle';
import { DiyFilterBar } from './DiyFilterBar';
import { VideoCard } from './VideoCard';
import { VideoCardSkeleton } from './VideoCardSkeleton';
import './diy.css';

/** docs/product/limits.md: six skeleton cards while the videos load. */
const SKELETON_COUNT = 6;
const NO_MODELS: readonly CatalogueModelName[] = [];

/** /diy (docs/product/screens.md DIY videos): category and model filter on the server, difficulty on the client, all in the URL. */
export default function DiyPage() {
  usePageTitle('DIY Videos');
  const { filters, update, clear } = useDiyFilters();
  const { data, isPending, isError, refetch, fromMirror } = useDiyVideos(filters);
  const videos = data ? filterByDifficulty(data, filters.difficulty) : [];
  const filtered = hasActiveDiyFilters(filters);
  const catalogue = useModels().data ?? NO_MODELS;

  return (
    <section className="page diy" aria-labelledby="page-title">
      <header className="diy-head">
        <h1 id="page-title">DIY Videos</h1>
        <p className="diy-head__lead">
          Restoration, repair and maintenance videos for classic Pontiacs, from quick fixes to full frame-off builds.
        </p>
      </header>
      {fromMirror && <LastRefreshed />}

      <DiyFilterBar filters={filters} onChange={update} onClear={clear} catalogue={catalogue} />

      {isPending ? (
        <>
          <p className="diy-count" role="status">
            Loading videos…
          </p>
          <ul className="diy-grid" aria-hidden="true">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={index}>
                <VideoCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      ) : isError ? (
        <div className="diy-error" role="alert">
          <p>The videos could not be loaded right now. Check your connection and try again.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className="diy-count" aria-live="polite" aria-atomic="true">
            {showingCount(videos.length)}
          </p>
          {videos.length === 0 ? (
            <div className="diy-empty">
              <h2 className="diy-empty__title">No videos found</h2>
              <p>
                {filtered
                  ? 'No video matches these filters. Try another combination or clear the filters.'
                  : 'There are no videos yet. Check back soon.'}
              </p>
              {filtered && (
                <Button variant="secondary" onClick={clear}>
                  Clear Filters
                </Button>
              )}
            </div>
          ) : (
            <ul className="diy-grid" aria-label="Videos">
              {videos.map((video) => (
                <li key={video.id}>
                  <VideoCard video={video} catalogue={catalogue} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
