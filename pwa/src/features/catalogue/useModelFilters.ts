import { useSearchParams } from 'react-router-dom';
import { FILTER_PARAMS, readFilters, type ModelFilters } from './modelFilters';

/**
 * The model list's search and filters, kept in the URL query (q, decade, body) so a filtered list
 * can be shared and survives a reload. Changes replace the history entry instead of adding one per keystroke.
 */
export function useModelFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  const update = (changes: Partial<ModelFilters>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (name: string, value: string | null | undefined) => {
          if (value === undefined) return;
          if (value) next.set(name, value);
          else next.delete(name);
        };
        set(FILTER_PARAMS.text, changes.text);
        set(FILTER_PARAMS.decade, changes.decade);
        set(FILTER_PARAMS.body, changes.body);
        return next;
      },
      { replace: true },
    );
  };

  const clear = () => update({ text: '', decade: null, body: null });

  return { filters, update, clear };
}
