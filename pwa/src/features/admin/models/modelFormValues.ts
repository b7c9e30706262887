import type { ModelSummary } from '@shared/catalogue/responses';
import type { BodyStyle } from '@shared/catalogue/body-styles';
import { DEFAULT_FIRST_YEAR, DEFAULT_LAST_YEAR, modelInputSchema } from '@shared/catalogue/schemas';

/** What the model form edits: text as typed (years too), then checked with modelInputSchema. */
export interface ModelFormValues {
  name: string;
  slug: string;
  firstYear: string;
  lastYear: string;
  description: string;
  heroImage: string;
  featured: boolean;
  bodyStyles: BodyStyle[];
}

/** docs/product/validation.md: a new model starts at 1964-1974 and not featured. */
export function initialValues(model: ModelSummary | null): ModelFormValues {
  return {
    name: model?.name ?? '',
    slug: model?.slug ?? '',
    firstYear: String(model?.firstYear ?? DEFAULT_FIRST_YEAR),
    lastYear: String(model?.lastYear ?? DEFAULT_LAST_YEAR),
    description: model?.description ?? '',
    heroImage: model?.heroImage ?? '',
    featured: model?.featured ?? false,
    bodyStyles: [...(model?.bodyStyles ?? [])],
  };
}

/** An empty year stays missing, so the schema says "must be a number" instead of a range error. */
const toYear = (text: string) => (text.trim() === '' ? undefined : Number(text));

export function parseModelForm(values: ModelFormValues) {
  return modelInputSchema.safeParse({
    ...values,
    firstYear: toYear(values.firstYear),
    lastYear: toYear(values.lastYear),
    description: values.description.trim() || null,
  });
}
