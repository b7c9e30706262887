import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MODELS_PARAM, addModel, compareSearch, parseModelsParam, removeModel, serializeModelsParam } from '@shared/compare/selection';

/**
 * The compared models, kept in the URL query `models` (docs/product/screens.md) so a comparison survives a reload and
 * can be shared. Changes replace the history entry; a list with unknown ids, repeats or more than four
 * is tidied in place.
 */
export function useCompareSelection() {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const raw = params.get(MODELS_PARAM);
  const selection = useMemo(() => parseModelsParam(raw), [raw]);

  // flushSync: the checkboxes are controlled by the URL, so it must update within the click, not in a transition.
  const write = (next: readonly string[]) =>
    void navigate({ pathname, search: compareSearch(params, next), hash }, { replace: true, preventScrollReset: true, flushSync: true });

  useEffect(() => {
    if (raw !== null && raw !== serializeModelsParam(selection)) {
      void navigate({ pathname, search: compareSearch(params, selection), hash }, { replace: true, preventScrollReset: true });
    }
  }, [raw, selection, params, pathname, hash, navigate]);

  return {
    selection,
    /** The `model` query of links such as /compare?model=gto (docs/product/screens.md model detail). */
    suggestedModel: params.get('model') ?? '',
    /** The `year` query of /compare?model=gto&year=1967 (the year page's compare link), when it is a year. */
    suggestedYear: /^\d{4}$/.test(params.get('year') ?? '') ? Number(params.get('year')) : null,
    add: (id: string) => write(addModel(selection, id)),
    remove: (id: string) => write(removeModel(selection, id)),
    toggle: (id: string) => write(selection.includes(id) ? removeModel(selection, id) : addModel(selection, id)),
    clear: () => write([]),
  };
}
