import { filterModels, hasActiveFilters } from '../../catalogue/modelFilters';
import { useModelFilters } from '../../catalogue/useModelFilters';
import { useModels } from '../../catalogue/useModels';
import { CatalogueLoadError } from '../../catalogue/CatalogueLoadError';
import { LastRefreshed } from '../../offline/LastRefreshed';
import { usePageTitle } from '../../ui/usePageTitle';
import { ModelFilterBar } from './list/ModelFilterBar';
import { ModelGridSkeleton } from './list/ModelGridSkeleton';
import { ModelResults } from './list/ModelResults';
import '../../catalogue/catalogue.css';

/** /pontiac (SPEC §2 Model list): search, decade and body-style filters kept in the URL. */
export default function ModelListPage() {
  usePageTitle('Pontiac Models');
  const { data, isPending, isError, refetch, fromMirror } = useModels();
  const { filters, update, clear } = useModelFilters();

  return (
    <section className="page catalogue" aria-labelledby="page-title">
      <header className="catalogue-head">
        <h1 id="page-title">Pontiac Models</h1>
        <p className="catalogue-head__lead">
          Every Pontiac from 1958 to 1989: search by name or keyword, or narrow the list by decade and body style.
        </p>
      </header>
      {fromMirror && <LastRefreshed />}
      <ModelFilterBar filters={filters} onChange={update} onClear={clear} />
      {isPending ? (
        <ModelGridSkeleton />
      ) : isError ? (
        <CatalogueLoadError what="The models" onRetry={() => void refetch()} />
      ) : (
        <ModelResults models={filterModels(data, filters)} total={data.length} filtered={hasActiveFilters(filters)} onClear={clear} />
      )}
    </section>
  );
}
