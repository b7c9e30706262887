import type { z } from 'zod';

/** One message per field, under the field's name. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The first message per top-level field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The first field, in the order given (form order), that has an error. */
export function firstInvalid<Field extends { name: string }>(fields: Iterable<Field>, errors: FieldErrors): Field | undefined {
  for (const field of fields) if (errors[field.name]) return field;
  return undefined;
}

/** Moves focus to the first input or text area with an error, in form order. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const fields = Array.from(form.elements).filter(
    (element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement,
  );
  firstInvalid(fields, errors)?.focus();
}
