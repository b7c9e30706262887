import { useEffect, useRef, useState } from 'react';
import { youtubeEmbedUrl, youtubeThumbnailUrl, type DiyVideo } from '@shared/diy/schemas';
import { formatIsoDuration } from '@shared/format/duration';
import { VIDEO_NEEDS_CONNECTION, VIDEO_NEEDS_CONNECTION_LABEL } from '@shared/pwa/texts';
import { useOnlineStatus } from '@/network/useOnlineStatus';

interface VideoMediaProps {
  video: Pick<DiyVideo, 'youtubeId' | 'title' | 'thumbnailUrl' | 'duration'>;
}

/**
 * docs/product/states.md: a thumbnail with a play button until played, then the privacy-enhanced embedded player.
 * Offline, YouTube cannot play: the play button gives way to a "Needs a connection" state.
 */
export function VideoMedia({ video }: VideoMediaProps) {
  const [playing, setPlaying] = useState(false);
  const online = useOnlineStatus();
  // Whether the browser was online when the thumbnail failed (null: it has not failed). A thumbnail that failed
  // offline is tried again once the connection is back; one that failed online stays a placeholder.
  const [thumbnailFailedOnline, setThumbnailFailedOnline] = useState<boolean | null>(null);
  const thumbnailFailed = thumbnailFailedOnline !== null && (thumbnailFailedOnline || !online);
  const playerRef = useRef<HTMLIFrameElement>(null);
  const duration = formatIsoDuration(video.duration);

  // The play button disappears with the swap: keyboard focus moves on to the player instead of being lost.
  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="video-card__media">
        <iframe
          ref={playerRef}
          className="video-card__player"
          src={youtubeEmbedUrl(video.youtubeId)}
          title={video.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  const durationBadge = duration && (
    <span className="video-card__duration">
      <span className="visually-hidden">Duration </span>
      {duration}
    </span>
  );
  const thumbnail = (
    <img
      src={video.thumbnailUrl ?? youtubeThumbnailUrl(video.youtubeId)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setThumbnailFailedOnline(online)}
    />
  );

  if (!online) {
    return (
      <div className="video-card__media">
        <div className="video-card__offline">
          {!thumbnailFailed && thumbnail}
          <p className="video-card__offline-text">
            <strong className="video-card__offline-label">{VIDEO_NEEDS_CONNECTION_LABEL}</strong>
            <span>{VIDEO_NEEDS_CONNECTION}</span>
          </p>
        </div>
        {durationBadge}
      </div>
    );
  }

  return (
    <div className="video-card__media">
      <button type="button" className="video-card__play" onClick={() => setPlaying(true)}>
        {thumbnailFailed ? (
          <span className="video-card__no-image" aria-hidden="true">
            {video.title}
          </span>
        ) : (
          thumbnail
        )}
        <span className="video-card__play-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
        <span className="visually-hidden">Play {video.title}</span>
      </button>
      {durationBadge}
    </div>
  );
}
