import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '@/ui/PagePlaceholder';

/** /pontiac/:model/:year/compare */
export default function YearComparePage() {
  const { model = '', year = '' } = useParams();
  return <PagePlaceholder title={`Compare: ${year} ${model}`} summary="Compare the trims of this model year side by side." />;
}
