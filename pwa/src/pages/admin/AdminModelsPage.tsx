import { PagePlaceholder } from '../../ui/PagePlaceholder';

export default function AdminModelsPage() {
  return <PagePlaceholder title="Manage Models" summary="Add, edit and delete models and manage their image galleries." />;
}
