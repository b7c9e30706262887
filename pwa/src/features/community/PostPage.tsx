import { PagePlaceholder } from '@/ui/PagePlaceholder';

export default function PostPage() {
  return <PagePlaceholder title="Post" summary="The post with its votes and comment thread." />;
}
