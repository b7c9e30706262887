import type { FormEvent } from 'react';
import { diyCategoryFilterSchema, diyDifficultyFilterSchema, diyModelFilterSchema } from '@shared/diy/schemas';
import {
  CATEGORY_OPTIONS,
  DIFFICULTY_OPTIONS,
  hasActiveDiyFilters,
  modelOptions,
  type CatalogueModelName,
  type DiyFilters,
} from './diyFilters';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/SelectField';

interface DiyFilterBarProps {
  filters: DiyFilters;
  onChange: (changes: Partial<DiyFilters>) => void;
  onClear: () => void;
  /** The catalogue's models, for the model filter beyond the documented four (empty until known). */
  catalogue: readonly CatalogueModelName[];
}

/** Three labelled native selects (keyboard support from the browser) and Clear Filters. */
export function DiyFilterBar({ filters, onChange, onClear, catalogue }: DiyFilterBarProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const active = hasActiveDiyFilters(filters);
  return (
    <form role="search" aria-label="Filter videos" className="diy-filters card" onSubmit={onSubmit}>
      <SelectField
        label="Category"
        name="category"
        options={CATEGORY_OPTIONS}
        value={filters.category}
        onChange={(event) => onChange({ category: diyCategoryFilterSchema.catch('all').parse(event.target.value) })}
      />
      <SelectField
        label="Model"
        name="model"
        options={modelOptions(catalogue, filters.model)}
        value={filters.model}
        onChange={(event) => onChange({ model: diyModelFilterSchema.catch('all').parse(event.target.value) })}
      />
      <SelectField
        label="Difficulty"
        name="difficulty"
        options={DIFFICULTY_OPTIONS}
        value={filters.difficulty}
        onChange={(event) => onChange({ difficulty: diyDifficultyFilterSchema.catch('all').parse(event.target.value) })}
      />
      <Button variant="secondary" className="diy-filters__clear" onClick={onClear} disabled={!active}>
        Clear Filters
      </Button>
    </form>
  );
}
