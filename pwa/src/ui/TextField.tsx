import type { InputHTMLAttributes } from 'react';
import { Field } from './Field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error wired to it for assistive technology. */
export function TextField({ label, error, hint, className, ...props }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input className="field__input" {...control} {...props} />}
    </Field>
  );
}
