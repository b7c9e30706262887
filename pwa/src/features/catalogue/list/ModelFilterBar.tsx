import type { FormEvent } from 'react';
import { BODY_STYLES } from '@shared/catalogue/body-styles';
import { BODY_STYLE_LABELS, DECADES, hasActiveFilters, type ModelFilters } from '../modelFilters';
import { useUrlDraft } from '../useUrlDraft';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';

interface ModelFilterBarProps {
  filters: ModelFilters;
  onChange: (changes: Partial<ModelFilters>) => void;
  onClear: () => void;
}

const DECADE_OPTIONS = [{ value: '', label: 'All decades' }, ...DECADES.map((decade) => ({ value: decade, label: decade }))];
const BODY_OPTIONS = [
  { value: '', label: 'All body styles' },
  ...BODY_STYLES.map((style) => ({ value: style, label: BODY_STYLE_LABELS[style] })),
];

export function ModelFilterBar({ filters, onChange, onClear }: ModelFilterBarProps) {
  const [text, setText] = useUrlDraft(filters.text, (value) => onChange({ text: value }));
  // Filtering happens as you type; Enter has nothing left to do.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <form role="search" aria-label="Filter models" className="model-filters card" onSubmit={onSubmit}>
      <TextField
        label="Search models"
        type="search"
        name="q"
        className="model-filters__search"
        placeholder="Name, nickname or keyword"
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <SelectField
        label="Decade"
        name="decade"
        options={DECADE_OPTIONS}
        value={filters.decade ?? ''}
        onChange={(event) => onChange({ decade: DECADES.find((decade) => decade === event.target.value) ?? null })}
      />
      <SelectField
        label="Body style"
        name="body"
        options={BODY_OPTIONS}
        value={filters.body ?? ''}
        onChange={(event) => onChange({ body: BODY_STYLES.find((style) => style === event.target.value) ?? null })}
      />
      {hasActiveFilters(filters) && (
        <Button variant="ghost" className="model-filters__clear" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
