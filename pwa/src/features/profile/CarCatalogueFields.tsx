import { useId, useState } from 'react';
import { yearListSchema } from '@shared/catalogue/responses';
import { CAR_ENGINE_MAX_LENGTH, CAR_TRIM_MAX_LENGTH } from '@shared/users/account-schemas';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';
import { CheckedSelect } from '@/ui/CheckedSelect';
import type { SelectOption } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';
import { useModels } from '@/features/catalogue';
import { useModelYear } from '@/features/catalogue/public/useModelYear';
import { modelYearsOf, type CarFormValues } from './carFormValues';

type CatalogueKey = 'modelSlug' | 'year' | 'trim' | 'engine';
const OTHER_TRIM = '__other';

interface CarCatalogueFieldsProps {
  values: CarFormValues;
  errors: Partial<Record<keyof CarFormValues, string>>;
  set: (key: CatalogueKey, value: string) => void;
}

/**
 * Model (from the catalogue), year (only that model's years), trim (the catalogue's trims for that year when it
 * has them, else free text) and engine (suggesting the chosen trim's engines).
 */
export function CarCatalogueFields({ values, errors, set }: CarCatalogueFieldsProps) {
  const engineListId = useId();
  const models = useModels();
  const modelList = models.data ?? [];
  const model = modelList.find((item) => item.slug === values.modelSlug) ?? null;
  const pages = useApiQuery(queryKeys.models.years(values.modelSlug), yearListSchema, values.modelSlug !== '');
  const years = modelYearsOf(
    model,
    (pages.data ?? []).map((page) => page.year),
  );
  const year = values.year === '' ? null : Number(values.year);
  const modelYear = useModelYear(model ? values.modelSlug : '', year);
  const trims = modelYear.data?.trims ?? [];
  const knownTrim = trims.some((trim) => trim.name === values.trim);
  const [typingTrim, setTypingTrim] = useState(false);
  const freeTextTrim = trims.length === 0 || typingTrim || (values.trim !== '' && !knownTrim);
  const engines = trims.find((trim) => trim.name === values.trim)?.engineOptions ?? [];

  const modelOptions: SelectOption[] = [
    { value: '', label: models.isPending ? 'Loading models...' : 'Select a model' },
    // A car saved under a model the catalogue no longer has keeps its slug.
    ...(values.modelSlug && !model ? [{ value: values.modelSlug, label: values.modelSlug }] : []),
    ...modelList.map((item) => ({ value: item.slug, label: item.name })),
  ];
  const yearOptions: SelectOption[] = [
    { value: '', label: values.modelSlug ? 'Select a year' : 'Select a model first' },
    ...years.map((value) => ({ value: String(value), label: String(value) })),
  ];
  const trimOptions: SelectOption[] = [
    { value: '', label: 'Not specified' },
    ...trims.map((trim) => ({ value: trim.name, label: trim.name })),
    { value: OTHER_TRIM, label: 'Other (type it)' },
  ];

  const chooseModel = (slug: string) => {
    const next = modelList.find((item) => item.slug === slug);
    const keepsYear = next && year !== null && year >= next.firstYear && year <= next.lastYear;
    setTypingTrim(false);
    set('modelSlug', slug);
    if (!keepsYear) set('year', '');
    set('trim', '');
  };

  return (
    <>
      <CheckedSelect
        label="Model"
        name="modelSlug"
        required
        options={modelOptions}
        value={values.modelSlug}
        error={errors.modelSlug}
        onChange={(event) => chooseModel(event.target.value)}
      />
      <CheckedSelect
        label="Year"
        name="year"
        required
        disabled={!values.modelSlug}
        options={yearOptions}
        value={values.year}
        error={errors.year}
        onChange={(event) => {
          setTypingTrim(false);
          set('year', event.target.value);
          set('trim', '');
        }}
      />
      {freeTextTrim ? (
        <TextField
          label="Trim"
          name="trim"
          maxLength={CAR_TRIM_MAX_LENGTH}
          hint={trims.length > 0 ? 'Not in the list? Type it.' : 'Optional, e.g. The Judge'}
          value={values.trim}
          error={errors.trim}
          onChange={(event) => set('trim', event.target.value)}
        />
      ) : (
        <CheckedSelect
          label="Trim"
          name="trim"
          options={trimOptions}
          value={values.trim}
          error={errors.trim}
          onChange={(event) => {
            const other = event.target.value === OTHER_TRIM;
            setTypingTrim(other);
            set('trim', other ? '' : event.target.value);
          }}
        />
      )}
      <TextField
        label="Engine"
        name="engine"
        maxLength={CAR_ENGINE_MAX_LENGTH}
        list={engines.length > 0 ? engineListId : undefined}
        hint="Optional, e.g. 400 Ram Air III"
        value={values.engine}
        error={errors.engine}
        onChange={(event) => set('engine', event.target.value)}
      />
      {engines.length > 0 && (
        <datalist id={engineListId}>
          {engines.map((engine) => (
            <option key={engine} value={engine} />
          ))}
        </datalist>
      )}
    </>
  );
}
