import type { ModelSummary } from '@shared/catalogue/responses';
import { searchTerms, type SearchModel } from '@shared/search/schemas';

/** The words a saved model can be found by, split as the server splits a search. */
const wordsOf = (model: ModelSummary) => searchTerms(`${model.name} ${model.slug} ${model.description ?? ''}`);
const nameWordsOf = (model: ModelSummary) => searchTerms(model.name);

/**
 * Offline search over the catalogue saved on this device, like the server's: every word of the search must start
 * a word of the model (name, slug or description). Models matched in their name come first.
 */
export function searchSavedModels(models: readonly ModelSummary[], query: string, limit: number): SearchModel[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const matches = (words: string[]) => terms.every((term) => words.some((word) => word.startsWith(term)));
  return models
    .filter((model) => matches(wordsOf(model)))
    .map((model) => ({ model, inName: matches(nameWordsOf(model)) }))
    .sort((a, b) => Number(b.inName) - Number(a.inName) || a.model.name.localeCompare(b.model.name))
    .slice(0, limit)
    .map(({ model }) => ({
      slug: model.slug,
      name: model.name,
      firstYear: model.firstYear,
      lastYear: model.lastYear,
      cardImage: model.cardImage,
    }));
}
