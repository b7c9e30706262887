import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../ui/PagePlaceholder';

/** /pontiac/:model/:year/:trim */
export default function TrimPage() {
  const { model = '', year = '', trim = '' } = useParams();
  return <PagePlaceholder title={`${year} ${model} ${trim}`} summary="Specifications, common issues and restoration tips for this trim." />;
}
