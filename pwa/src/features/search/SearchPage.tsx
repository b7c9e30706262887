import { PagePlaceholder } from '@/ui/PagePlaceholder';

export default function SearchPage() {
  return <PagePlaceholder title="Search" summary="Models, posts and members." />;
}
