import { useId } from 'react';
import { accountTexts } from '@shared/users/account-schemas';
import { valueGuideTexts } from '@shared/valuations/texts';
import { CONDITION_TIERS, tierName } from '@shared/valuations/tiers';

interface ConditionFieldProps {
  /** '' (not stated) or '1' to '4'. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

const options = [
  { value: '', label: accountTexts.conditionUnset, description: null },
  ...CONDITION_TIERS.map((tier) => ({ value: String(tier.rank), label: tierName(tier), description: tier.description })),
];

/**
 * The car's condition in the value guide's four tiers, each with its definition beside it, and the honest
 * reminder that most cars are #3 or #4: the figure a car is shown as worth follows from it.
 */
export function ConditionField({ value, error, onChange }: ConditionFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="condition-field" aria-describedby={[noteId, error ? errorId : null].filter(Boolean).join(' ')}>
      <legend className="field__label">{accountTexts.conditionLabel}</legend>
      <p id={noteId} className="field__hint">
        {valueGuideTexts.honestyNote}
      </p>
      <div className="condition-field__options">
        {options.map((option) => (
          <label key={option.value} className="condition-field__option">
            <input
              type="radio"
              name="condition"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>
              <span className="condition-field__label">{option.label}</span>
              {option.description && <span className="condition-field__description">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
