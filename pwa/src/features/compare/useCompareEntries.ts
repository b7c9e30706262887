import { useQueries } from '@tanstack/react-query';
import { findBuiltinModel } from '@shared/compare/builtin';
import { entryFromTrim } from '@shared/compare/catalogue';
import { parseCatalogueCompareId } from '@shared/compare/selection';
import type { CompareEntry } from '@shared/compare/types';
import { trimDetailSchema } from '@shared/catalogue/reference-responses';
import { queryKeys } from '@/http/queryKeys';

export type CompareSlot =
  { id: string; status: 'ready'; entry: CompareEntry } | { id: string; status: 'loading' } | { id: string; status: 'error' };

const toEntry = (data: unknown): CompareEntry => entryFromTrim(trimDetailSchema.parse(data));

/**
 * One slot per selected id: built-ins come from the bundle (no network at all); catalogue trims from
 * GET /api/models/{slug}/years/{year}/trims/{trim}, cached by react-query. Offline, a catalogue trim that
 * was never loaded reports an error and the rest of the comparison still works.
 */
export function useCompareEntries(selection: readonly string[]): CompareSlot[] {
  const catalogueIds = selection.filter((id) => parseCatalogueCompareId(id) !== null);
  const results = useQueries({
    queries: catalogueIds.map((id) => {
      const ref = parseCatalogueCompareId(id)!;
      return {
        queryKey: queryKeys.models.trim(ref.modelSlug, ref.year, ref.trimSlug),
        select: toEntry,
      };
    }),
  });

  return selection.map((id): CompareSlot => {
    const builtin = findBuiltinModel(id);
    if (builtin) return { id, status: 'ready', entry: builtin };
    const result = results[catalogueIds.indexOf(id)];
    if (result?.data) return { id, status: 'ready', entry: result.data };
    if (!result || result.isError) return { id, status: 'error' };
    return { id, status: 'loading' };
  });
}
