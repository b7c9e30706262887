import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '@/ui/PagePlaceholder';

/** /pontiac/:slug/compare */
export default function ModelComparePage() {
  const { slug = '' } = useParams();
  return <PagePlaceholder title={`Compare: ${slug}`} summary="Compare this model with others side by side." />;
}
