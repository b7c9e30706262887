import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  /** The textarea itself (React 19 passes `ref` as a prop), e.g. to place the caret. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** The multi-line sibling of TextField, in the same frame. */
export function TextAreaField({ label, error, hint, className, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea rows={rows} className="field__input field__input--multiline" {...control} {...props} />}
    </Field>
  );
}
