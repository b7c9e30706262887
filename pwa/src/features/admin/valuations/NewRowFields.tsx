import type { ComponentProps } from 'react';
import { CheckedSelect } from '@/ui/CheckedSelect';
import { TextField } from '@/ui/TextField';
import { useModels } from '@/features/catalogue';
import type { ValuationFormValues } from './valuationFormValues';

interface NewRowFieldsProps {
  values: ValuationFormValues;
  errors: Partial<Record<keyof ValuationFormValues, string>>;
  set: (key: 'modelSlug' | 'year', value: string) => void;
  /** The trim field's wiring from the form (name, value, error, onChange). */
  trim: Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'onChange'>;
}

/** A new row's model (from the catalogue), a year it was built in, and its trim as the guide will name it. */
export function NewRowFields({ values, errors, set, trim }: NewRowFieldsProps) {
  const models = useModels();
  const model = models.data?.find((item) => item.slug === values.modelSlug);
  const years = model ? Array.from({ length: model.lastYear - model.firstYear + 1 }, (_, index) => model.firstYear + index) : [];
  return (
    <div className="model-form__grid">
      <CheckedSelect
        label="Model"
        name="modelSlug"
        required
        options={[
          { value: '', label: models.isPending ? 'Loading models...' : 'Select a model' },
          ...(models.data ?? []).map((item) => ({ value: item.slug, label: item.name })),
        ]}
        value={values.modelSlug}
        error={errors.modelSlug}
        onChange={(event) => {
          set('modelSlug', event.target.value);
          set('year', '');
        }}
      />
      <CheckedSelect
        label="Year"
        name="year"
        required
        disabled={!model}
        options={[
          { value: '', label: model ? 'Select a year' : 'Select a model first' },
          ...years.map((year) => ({ value: String(year), label: String(year) })),
        ]}
        value={values.year}
        error={errors.year}
        onChange={(event) => set('year', event.target.value)}
      />
      <TextField label="Trim" required autoComplete="off" hint="As the guide will name it, e.g. GTO Judge." {...trim} />
    </div>
  );
}
