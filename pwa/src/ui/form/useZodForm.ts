import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from './fieldErrors';

/** The fields whose value is any text, the ones `field()` wires to a text input. */
export type TextKey<Values> = {
  [Key in keyof Values & string]: string extends Values[Key] ? (Values[Key] extends string ? Key : never) : never;
}[keyof Values & string];

interface FormOptions<Values, Output> {
  initialValues: Values | (() => Values);
  /** The check, usually a shared zod schema's safeParse: its messages are shown as they are. */
  parse: (values: Values) => z.ZodSafeParseResult<Output>;
}

interface SubmitOptions {
  /** Ignore the submit (offline, already saving): Enter in a field still submits when the button is disabled. */
  skip?: boolean;
  /** Called after a failed check, with the new field errors, before focus moves. */
  onInvalid?: (errors: FieldErrors) => void;
}

/** A form's values and the field errors of its check: editing a field clears its error, a failed submit focuses the first invalid field. */
export function useZodForm<Values extends object, Output>({ initialValues, parse }: FormOptions<Values, Output>) {
  type Key = keyof Values & string;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});

  const setError = (key: Key, message: string | undefined) => setErrors((current) => ({ ...current, [key]: message }));
  // Editing a field clears its error; the typed `set` and `field` below are the only ways in.
  const write = (key: Key, value: unknown) => {
    setValues((current) => ({ ...current, [key]: value }));
    setError(key, undefined);
  };
  const set = <Field extends Key>(key: Field, value: Values[Field]) => write(key, value);

  /** name, value, error and onChange for a TextField or TextAreaField. */
  const field = <Field extends TextKey<Values>>(key: Field) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => write(key, event.target.value),
  });

  const handleSubmit =
    (onValid: (data: Output) => void, { skip = false, onInvalid }: SubmitOptions = {}) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (skip) return;
      const parsed = parse(values);
      if (!parsed.success) {
        const next = fieldErrorsOf(parsed.error);
        setErrors(next);
        onInvalid?.(next);
        focusFirstInvalid(event.currentTarget, next);
        return;
      }
      setErrors({});
      onValid(parsed.data);
    };

  return { values, errors, set, setError, field, handleSubmit };
}
