import { PagePlaceholder } from '@/ui/PagePlaceholder';

export default function AdminPage() {
  return <PagePlaceholder title="Admin Panel" summary="Reports, users and data sources, plus model management." />;
}
