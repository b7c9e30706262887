import type { ModelSummary } from '@shared/catalogue/responses';

interface ModelCheckboxesProps {
  models: readonly ModelSummary[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The catalogue models a video is about: its model tags on /diy. */
export function ModelCheckboxes({ models, value, onChange, error }: ModelCheckboxesProps) {
  const toggle = (slug: string, checked: boolean) =>
    onChange(models.map((model) => model.slug).filter((candidate) => (candidate === slug ? checked : value.includes(candidate))));
  return (
    <fieldset className="checkbox-group" aria-invalid={error ? true : undefined}>
      <legend className="field__label">Models</legend>
      <div className="checkbox-group__options">
        {models.map((model) => (
          <label key={model.slug} className="checkbox-group__option">
            <input
              type="checkbox"
              name="modelSlugs"
              value={model.slug}
              checked={value.includes(model.slug)}
              onChange={(event) => toggle(model.slug, event.target.checked)}
            />
            {model.name}
          </label>
        ))}
      </div>
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}
