import { useSearchParams } from 'react-router-dom';
import { NO_DIY_FILTERS, readDiyFilters, writeDiyFilters, type DiyFilters } from './diyFilters';

/**
 * The DIY page's filters, kept in the URL query (category, model, difficulty) so a filtered list
 * can be shared and survives a reload. Changes replace the history entry.
 */
export function useDiyFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readDiyFilters(params);
  const update = (changes: Partial<DiyFilters>) => setParams((current) => writeDiyFilters(current, changes), { replace: true });
  const clear = () => update(NO_DIY_FILTERS);
  return { filters, update, clear };
}
