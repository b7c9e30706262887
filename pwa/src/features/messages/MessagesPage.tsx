import { PagePlaceholder } from '@/ui/PagePlaceholder';

export default function MessagesPage() {
  return <PagePlaceholder title="Messages" summary="Your conversations with other members." />;
}
