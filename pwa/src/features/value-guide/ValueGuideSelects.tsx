import type { FormEvent } from 'react';
import {
  valuationModelSlugs,
  valuationTrims,
  valuationYears,
  type ValueGuideChange,
  type ValueGuideSelection,
} from '@shared/valuations/guide';
import type { Valuation } from '@shared/valuations/schemas';
import { valueGuideTexts as t } from '@shared/valuations/texts';
import { SelectField, type SelectOption } from '@/ui/SelectField';

interface ValueGuideSelectsProps {
  valuations: readonly Valuation[];
  selection: ValueGuideSelection;
  onChange: (change: ValueGuideChange) => void;
  nameOf: (slug: string) => string;
  rangeOf: (slug: string) => { firstYear: number; lastYear: number } | null;
  disabled?: boolean;
}

/** Keeps a value from the URL selectable even when it is not (or no longer) among the options. */
function withCurrent(options: SelectOption[], value: string, label = value): SelectOption[] {
  return !value || options.some((option) => option.value === value) ? options : [...options, { value, label }];
}

/** Model → Year → Trim: three labelled native selects; each one waits for its parent. */
export function ValueGuideSelects({ valuations, selection, onChange, nameOf, rangeOf, disabled = false }: ValueGuideSelectsProps) {
  const { model, year, trim } = selection;
  const yearValue = year === null ? '' : String(year);
  const years = model ? valuationYears(valuations, model, rangeOf(model)) : [];
  const trims = model && year !== null ? valuationTrims(valuations, model, year) : [];

  const modelOptions = withCurrent(
    [{ value: '', label: t.chooseModel }, ...valuationModelSlugs(valuations, nameOf).map((slug) => ({ value: slug, label: nameOf(slug) }))],
    model,
    nameOf(model),
  );
  const yearOptions = withCurrent(
    [
      { value: '', label: model ? t.chooseYear : t.chooseModelFirst },
      ...years.map((value) => ({ value: String(value), label: String(value) })),
    ],
    yearValue,
  );
  const trimPlaceholder = year === null ? t.chooseYearFirst : trims.length === 0 ? t.noTrims : t.chooseTrim;
  const trimOptions = withCurrent([{ value: '', label: trimPlaceholder }, ...trims.map((value) => ({ value, label: value }))], trim);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <form className="value-guide-selects card" aria-labelledby="value-guide-select-title" onSubmit={onSubmit}>
      <h2 id="value-guide-select-title" className="value-guide-selects__title">
        {t.selectLegend}
      </h2>
      <div className="value-guide-selects__fields">
        <SelectField
          label={t.modelLabel}
          name="model"
          options={modelOptions}
          value={model}
          disabled={disabled}
          onChange={(event) => onChange({ model: event.target.value })}
        />
        <SelectField
          label={t.yearLabel}
          name="year"
          options={yearOptions}
          value={yearValue}
          disabled={disabled || !model}
          onChange={(event) => onChange({ year: event.target.value ? Number(event.target.value) : null })}
        />
        <SelectField
          label={t.trimLabel}
          name="trim"
          options={trimOptions}
          value={trim}
          disabled={disabled || year === null || (trims.length === 0 && !trim)}
          onChange={(event) => onChange({ trim: event.target.value })}
        />
      </div>
    </form>
  );
}
