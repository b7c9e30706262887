import { BUILTIN_COMPARE_MODELS } from '@shared/compare/builtin';
import { canAddModel } from '@shared/compare/selection';
import { compareTexts } from '@shared/compare/texts';

interface BuiltinPickerProps {
  selection: readonly string[];
  onToggle: (id: string) => void;
}

/**
 * The six built-in models as checkboxes: checking adds, unchecking removes. Once four models are
 * compared, the unchecked boxes are disabled (docs/product/validation.md: at most four).
 */
export function BuiltinPicker({ selection, onToggle }: BuiltinPickerProps) {
  return (
    <fieldset className="compare-picker card">
      <legend className="compare-picker__legend">{compareTexts.builtinLegend}</legend>
      <p className="compare-picker__hint" id="compare-builtin-hint">
        {compareTexts.builtinHint}
      </p>
      <ul className="compare-builtins" aria-describedby="compare-builtin-hint">
        {BUILTIN_COMPARE_MODELS.map((entry) => {
          const checked = selection.includes(entry.value);
          const disabled = !checked && !canAddModel(selection, entry.value);
          const labelId = `compare-builtin-${entry.value}`;
          const metaId = `${labelId}-meta`;
          return (
            <li key={entry.value}>
              <label className={['compare-builtin', checked && 'is-checked', disabled && 'is-disabled'].filter(Boolean).join(' ')}>
                <input
                  type="checkbox"
                  className="compare-builtin__input"
                  checked={checked}
                  disabled={disabled}
                  aria-labelledby={labelId}
                  aria-describedby={entry.horsepower !== null ? metaId : undefined}
                  onChange={() => onToggle(entry.value)}
                />
                <span className="compare-builtin__text">
                  <span className="compare-builtin__label" id={labelId}>
                    {entry.label}
                  </span>
                  {entry.horsepower !== null && (
                    <span className="compare-builtin__meta" id={metaId}>
                      {entry.horsepower} hp
                    </span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
