import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
}

/** A labelled native select: keyboard and screen-reader support come from the browser. */
export function SelectField({ label, options, className, error, ...props }: SelectFieldProps) {
  return (
    <Field label={label} className={className} error={error}>
      {(control) => (
        <select className="field__input field__input--select" {...control} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
