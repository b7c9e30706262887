import { useParams } from 'react-router-dom';
import { LoadError } from '@/ui/LoadError';
import { isNotFound } from '@/http/isNotFound';
import { useModelYear } from './useModelYear';
import { parseYearParam } from './yearParam';
import { LoadingState } from '@/ui/LoadingState';
import { YearNotFound } from './year/YearNotFound';
import { YearView } from './year/YearView';
import './catalogue.css';

/** /pontiac/:model/:year (docs/product/screens.md Year page). */
export default function YearPage() {
  const { model = '', year: yearParam } = useParams();
  const year = parseYearParam(yearParam);
  const { data, isPending, error, refetch, fromMirror } = useModelYear(model, year);

  if (year !== null && isPending) return <LoadingState />;
  if (!data) {
    if (year !== null && !isNotFound(error)) {
      return <LoadError pageTitle="Year unavailable" what="This model year" onRetry={() => void refetch()} />;
    }
    return <YearNotFound modelSlug={model} yearParam={yearParam ?? ''} />;
  }
  return <YearView detail={data} fromMirror={fromMirror} />;
}
