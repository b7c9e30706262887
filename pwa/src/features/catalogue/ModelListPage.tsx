import { useDeferredValue } from 'react';
import { filterModels, hasActiveFilters } from './modelFilters';
import { useModelFilters } from './useModelFilters';
import { useModels } from './useModels';
import { LoadError } from '@/ui/LoadError';
import { LastRefreshed } from '@/mirror/LastRefreshed';
import { usePageTitle } from '@/ui/usePageTitle';
import { ModelFilterBar } from './list/ModelFilterBar';
import { ModelGridSkeleton } from './list/ModelGridSkeleton';
import { ModelResults } from './list/ModelResults';
import './catalogue.css';

/** /pontiac (docs/product/screens.md Model list): search, decade and body-style filters kept in the URL. */
export default function ModelListPage() {
  usePageTitle('Pontiac Models');
  const { data, isError, refetch, fromMirror } = useModels();
  // The cards render in the background when the list arrives (skeletons meanwhile): rendering them all in one go
  // would block a phone's main thread for a moment while the page is still starting.
  const models = useDeferredValue(data);
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
      {isError ? (
        <LoadError what="The models" onRetry={() => void refetch()} />
      ) : models === undefined ? (
        <ModelGridSkeleton />
      ) : (
        <ModelResults models={filterModels(models, filters)} total={models.length} filtered={hasActiveFilters(filters)} onClear={clear} />
      )}
    </section>
  );
}
