import { useId, type ComponentProps } from 'react';
import { SelectField } from './SelectField';

/** A select with its error wired to it, as TextField does for inputs. */
export function CheckedSelect({ error, ...props }: ComponentProps<typeof SelectField> & { error?: string }) {
  const errorId = useId();
  return (
    <div>
      <SelectField aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
