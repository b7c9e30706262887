import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '@/ui/PagePlaceholder';

/** /community and /community/:slug */
export default function CommunityPage() {
  const { slug } = useParams();
  return (
    <PagePlaceholder
      title={slug ? `Community: ${slug}` : 'Community'}
      summary="Forum posts from owners and fans, sorted by Hot, New and Top."
    />
  );
}
