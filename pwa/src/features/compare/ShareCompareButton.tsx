import { SITE_NAME } from '@shared/layout/nav';
import { compareShareText, compareTexts } from '@shared/compare/texts';
import { Button } from '@/ui/Button';
import { useShareLink } from '@/ui/share/useShareLink';

/** docs/product/errors.md share: the device's share sheet when there is one, else the link is copied, with toasts. */
export function ShareCompareButton({ labels }: { labels: readonly string[] }) {
  const { share, copied } = useShareLink();
  return (
    <Button
      variant="secondary"
      onClick={() => void share({ title: compareTexts.shareTitle, text: compareShareText(labels, SITE_NAME), url: window.location.href })}
    >
      {copied ? 'Link copied' : compareTexts.share}
    </Button>
  );
}
