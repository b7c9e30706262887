import { useParams } from 'react-router-dom';
import { catalogueTexts } from '@shared/catalogue/texts';
import { LoadError } from '@/ui/LoadError';
import { NotFoundState } from '@/ui/NotFoundState';
import { isNotFound } from '@/http/isNotFound';
import { useModel } from './useModel';
import { LoadingState } from '@/ui/LoadingState';
import { ModelDetailView } from './detail/ModelDetailView';
import './catalogue.css';

/** /pontiac/:slug (docs/product/screens.md Model detail). */
export default function ModelDetailPage() {
  const { slug = '' } = useParams();
  const { data, isPending, error, refetch, fromMirror } = useModel(slug);

  if (isPending) return <LoadingState />;
  if (!data) {
    if (!isNotFound(error)) return <LoadError pageTitle="Model unavailable" what="This model" onRetry={() => void refetch()} />;
    return (
      <NotFoundState title="Model Not Found" message={catalogueTexts.modelNotFound(slug)} linkTo="/pontiac" linkLabel="View All Models" />
    );
  }
  return <ModelDetailView model={data} fromMirror={fromMirror} />;
}
