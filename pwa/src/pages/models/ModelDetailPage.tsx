import { useParams } from 'react-router-dom';
import { CatalogueLoadError } from '../../catalogue/CatalogueLoadError';
import { CatalogueNotFound } from '../../catalogue/CatalogueNotFound';
import { isNotFound } from '../../catalogue/isNotFound';
import { useModel } from '../../catalogue/useModel';
import { LoadingState } from '../../ui/LoadingState';
import { ModelDetailView } from './detail/ModelDetailView';
import '../../catalogue/catalogue.css';

/** /pontiac/:slug (SPEC §2 Model detail). */
export default function ModelDetailPage() {
  const { slug = '' } = useParams();
  const { data, isPending, error, refetch, fromMirror } = useModel(slug);

  if (isPending) return <LoadingState />;
  if (!data) {
    if (!isNotFound(error)) return <CatalogueLoadError pageTitle="Model unavailable" what="This model" onRetry={() => void refetch()} />;
    return (
      <CatalogueNotFound
        title="Model Not Found"
        message={`The model "${slug}" could not be found.`}
        linkTo="/pontiac"
        linkLabel="View All Models"
      />
    );
  }
  return <ModelDetailView model={data} fromMirror={fromMirror} />;
}
