import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { yearDetailSchema } from '@shared/catalogue/reference-responses';
import { yearListSchema } from '@shared/catalogue/responses';
import { MODELS_PARAM, compareSearch, serializeModelsParam } from '@shared/compare/selection';
import { builtinSelection, modelSelection, spreadYears, yearSelection } from '@shared/compare/suggested';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';
import { useModelYear } from '@/features/catalogue/public/useModelYear';

const parseYear = (data: unknown) => yearDetailSchema.parse(data);

/** The cars of a model or year compare link, once known (null until then, or when the catalogue cannot be reached). */
function useCarsOf(model: string, year: number | null): string[] | null {
  const modelYear = useModelYear(year === null ? '' : model, year);
  const builtins = model ? builtinSelection(model) : [];
  const fromCatalogue = model !== '' && year === null && builtins.length === 0;
  const years = useApiQuery(queryKeys.models.years(model), yearListSchema, fromCatalogue);
  const picked = fromCatalogue ? spreadYears((years.data ?? []).filter((item) => item.trimCount > 0).map((item) => item.year)) : [];
  const details = useQueries({ queries: picked.map((item) => ({ queryKey: queryKeys.models.year(model, item), select: parseYear })) });

  if (!model) return null;
  if (year !== null)
    return modelYear.data
      ? yearSelection(
          model,
          year,
          modelYear.data.trims.map((trim) => trim.slug),
        )
      : null;
  if (builtins.length > 0) return builtins;
  if (!years.data || details.some((detail) => !detail.data)) return null;
  const firstTrims = details.flatMap(({ data }) => (data?.trims[0] ? [{ year: data.year, trimSlug: data.trims[0].slug }] : []));
  return modelSelection(model, firstTrims);
}

/**
 * /compare?model=gto and /compare?model=gto&year=1969 (where the model and year pages' compare links lead, docs/product/screens.md)
 * open with that model's or year's cars chosen: the query's model and year give way to the `models` list. A link
 * that already names its `models` is left alone, and so is one whose cars cannot be found (the catalogue
 * picker still starts from its model and year).
 */
export function useLinkedCars() {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const linked = !params.has(MODELS_PARAM);
  const year = params.get('year') ?? '';
  const cars = useCarsOf(linked ? (params.get('model') ?? '') : '', /^\d{4}$/.test(year) ? Number(year) : null);
  const chosen = cars && cars.length > 0 ? serializeModelsParam(cars) : '';

  useEffect(() => {
    if (!chosen) return;
    const next = new URLSearchParams(search);
    next.delete('model');
    next.delete('year');
    void navigate({ pathname, search: compareSearch(next, chosen.split(',')), hash }, { replace: true, preventScrollReset: true });
  }, [chosen, search, pathname, hash, navigate]);
}
