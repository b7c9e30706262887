import { PagePlaceholder } from '../../ui/PagePlaceholder';

export default function ModelListPage() {
  return <PagePlaceholder title="Pontiac Models" summary="Every Pontiac model from 1958 to 1989, with search and filters by decade and body style." />;
}
