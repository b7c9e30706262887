import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../ui/PagePlaceholder';

/** /pontiac/:slug */
export default function ModelDetailPage() {
  const { slug = '' } = useParams();
  return <PagePlaceholder title={`Model: ${slug}`} summary="Overview, specifications and market values for this model." />;
}
