import { PagePlaceholder } from '@/ui/PagePlaceholder';

export default function NewPostPage() {
  return <PagePlaceholder title="Create Post" summary="Write a new post for one of the communities." />;
}
