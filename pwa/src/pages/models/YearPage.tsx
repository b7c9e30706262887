import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../ui/PagePlaceholder';

/** /pontiac/:model/:year */
export default function YearPage() {
  const { model = '', year = '' } = useParams();
  return <PagePlaceholder title={`${year} ${model}`} summary="Overview, key changes, production numbers and trims for this model year." />;
}
