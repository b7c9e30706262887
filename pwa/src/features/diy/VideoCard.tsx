import type { DiyVideo } from '@shared/diy/schemas';
import { lazyDateFormat } from '@shared/format/lazyIntl';
import { formatViewCount } from '@shared/format/view-count';
import { CATEGORY_LABELS, DIFFICULTY_LABELS, modelLabel, type CatalogueModelName } from './diyFilters';
import { ShareVideoButton } from './ShareVideoButton';
import { VideoMedia } from './VideoMedia';

interface VideoCardProps {
  video: DiyVideo;
  /** Names for model tags beyond the documented four. */
  catalogue?: readonly CatalogueModelName[];
}

const dateFormat = lazyDateFormat({ year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export function VideoCard({ video, catalogue }: VideoCardProps) {
  return (
    <article className="video-card card" aria-labelledby={`video-${video.id}`}>
      <VideoMedia video={video} />
      <div className="video-card__body">
        <div className="video-card__badges">
          <span className={`diy-badge diy-badge--category diy-badge--${video.category}`}>{CATEGORY_LABELS[video.category]}</span>
          <span className={`diy-badge diy-badge--${video.difficulty}`}>{DIFFICULTY_LABELS[video.difficulty]}</span>
        </div>
        <h2 className="video-card__title" id={`video-${video.id}`}>
          {video.title}
        </h2>
        {video.channelName && <p className="video-card__channel">{video.channelName}</p>}
        {video.yearFrom !== null && video.yearTo !== null && (
          <p className="video-card__years">
            For {video.yearFrom === video.yearTo ? video.yearFrom : `${video.yearFrom}–${video.yearTo}`} models
          </p>
        )}
        {video.description && <p className="video-card__description">{video.description}</p>}
        {(video.viewCount > 0 || video.publishedAt) && (
          <p className="video-card__meta">
            {/* 0 means the count was never recorded (see the seed data), not that nobody watched. */}
            {video.viewCount > 0 && <span>{formatViewCount(video.viewCount)}</span>}
            {video.viewCount > 0 && video.publishedAt && <span aria-hidden="true"> · </span>}
            {video.publishedAt && <time dateTime={video.publishedAt}>{dateFormat(new Date(video.publishedAt))}</time>}
          </p>
        )}
        <div className="video-card__footer">
          {video.modelSlugs.length > 0 ? (
            <ul className="video-card__models" aria-label="Models">
              {video.modelSlugs.map((slug) => (
                <li key={slug} className="diy-tag">
                  {modelLabel(slug, catalogue)}
                </li>
              ))}
            </ul>
          ) : (
            <span />
          )}
          <ShareVideoButton video={video} />
        </div>
      </div>
    </article>
  );
}
