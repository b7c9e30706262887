import { useParams } from 'react-router-dom';
import { LoadError } from '@/ui/LoadError';
import { NotFoundState } from '@/ui/NotFoundState';
import { isNotFound } from '@/http/isNotFound';
import { useTrim } from './useTrim';
import { parseYearParam } from './yearParam';
import { LoadingState } from '@/ui/LoadingState';
import { TrimView } from './trim/TrimView';
import './catalogue.css';

/** /pontiac/:model/:year/:trim (docs/product/screens.md Trim page). */
export default function TrimPage() {
  const { model = '', year: yearParam = '', trim = '' } = useParams();
  const year = parseYearParam(yearParam);
  const { data, isPending, error, refetch, fromMirror } = useTrim(model, year, trim);

  if (year !== null && isPending) return <LoadingState />;
  if (!data) {
    if (year !== null && !isNotFound(error)) {
      return <LoadError pageTitle="Trim unavailable" what="This trim" onRetry={() => void refetch()} />;
    }
    return (
      <NotFoundState
        title="Trim Not Found"
        message={`There is no "${trim}" trim page for the ${yearParam} ${model}.`}
        linkTo={`/pontiac/${encodeURIComponent(model)}/${encodeURIComponent(yearParam)}`}
        linkLabel="Back to the Year"
      />
    );
  }
  return <TrimView trim={data} fromMirror={fromMirror} />;
}
