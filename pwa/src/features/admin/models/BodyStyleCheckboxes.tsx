import { BODY_STYLES, type BodyStyle } from '@shared/catalogue/body-styles';
import { BODY_STYLE_LABELS } from '@/features/catalogue';

interface BodyStyleCheckboxesProps {
  value: readonly BodyStyle[];
  onChange: (value: BodyStyle[]) => void;
  error?: string;
}

/** The model list's body-style filter reads these. */
export function BodyStyleCheckboxes({ value, onChange, error }: BodyStyleCheckboxesProps) {
  const toggle = (style: BodyStyle, checked: boolean) =>
    onChange(BODY_STYLES.filter((candidate) => (candidate === style ? checked : value.includes(candidate))));
  return (
    <fieldset className="checkbox-group" aria-invalid={error ? true : undefined}>
      <legend className="field__label">Body styles</legend>
      <div className="checkbox-group__options">
        {BODY_STYLES.map((style) => (
          <label key={style} className="checkbox-group__option">
            <input
              type="checkbox"
              name="bodyStyles"
              value={style}
              checked={value.includes(style)}
              onChange={(event) => toggle(style, event.target.checked)}
            />
            {BODY_STYLE_LABELS[style]}
          </label>
        ))}
      </div>
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}
