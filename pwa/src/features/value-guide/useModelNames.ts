import { useCallback, useMemo } from 'react';
import type { ModelSummary } from '@shared/catalogue/responses';
import { useModels } from '@/features/catalogue';

/**
 * Model names and year ranges from GET /api/models. Until they load, or when the catalogue cannot be
 * reached, a model is shown by its slug.
 */
export function useModelNames() {
  const models = useModels();
  const list = useMemo((): readonly ModelSummary[] => models.data ?? [], [models.data]);
  const nameOf = useCallback((slug: string) => list.find((model) => model.slug === slug)?.name ?? slug, [list]);
  const rangeOf = useCallback(
    (slug: string) => {
      const model = list.find((item) => item.slug === slug);
      return model ? { firstYear: model.firstYear, lastYear: model.lastYear } : null;
    },
    [list],
  );
  return { models: list, nameOf, rangeOf };
}
