import { useEffect, useRef, useState } from 'react';
import { youtubeEmbedUrl, youtubeThumbnailUrl, type DiyVideo } from '../../../../shared/diy/schemas';
import { formatIsoDuration } from '../../../../shared/format/duration';

interface VideoMediaProps {
  video: Pick<DiyVideo, 'youtubeId' | 'title' | 'thumbnailUrl' | 'duration'>;
}

/** SPEC §4: a thumbnail with a play button until played, then the privacy-enhanced embedded player. */
export function VideoMedia({ video }: VideoMediaProps) {
  const [playing, setPlaying] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
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

  return (
    <div className="video-card__media">
      <button type="button" className="video-card__play" onClick={() => setPlaying(true)}>
        {thumbnailFailed ? (
          <span className="video-card__no-image" aria-hidden="true">
            {video.title}
          </span>
        ) : (
          <img
            src={video.thumbnailUrl ?? youtubeThumbnailUrl(video.youtubeId)}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setThumbnailFailed(true)}
          />
        )}
        <span className="video-card__play-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
        <span className="visually-hidden">Play {video.title}</span>
      </button>
      {duration && (
        <span className="video-card__duration">
          <span className="visually-hidden">Duration </span>
          {duration}
        </span>
      )}
    </div>
  );
}
