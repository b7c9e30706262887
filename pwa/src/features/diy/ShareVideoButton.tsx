import { youtubeWatchUrl, type DiyVideo } from '@shared/diy/schemas';
import { Button } from '@/ui/Button';
import { useShareLink } from '@/ui/share/useShareLink';

interface ShareVideoButtonProps {
  video: Pick<DiyVideo, 'youtubeId' | 'title'>;
}

/** docs/product/errors.md share: the device's share sheet when it has one, otherwise the link is copied (with toasts). */
export function ShareVideoButton({ video }: ShareVideoButtonProps) {
  const { share, copied } = useShareLink();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="video-card__share"
      onClick={() => void share({ title: video.title, text: video.title, url: youtubeWatchUrl(video.youtubeId) })}
    >
      {copied ? 'Link copied' : 'Share'}
      <span className="visually-hidden"> {video.title}</span>
    </Button>
  );
}
