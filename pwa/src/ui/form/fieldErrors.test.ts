import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, firstInvalid } from './fieldErrors';

const schema = z
  .object({
    name: z.string().min(1, 'Name is required').max(3, 'Name is too long'),
    tags: z.array(z.string().min(1, 'A tag is empty')),
    password: z.string(),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, { message: "Passwords don't match", path: ['confirm'] });

const errorsOf = (values: unknown) => {
  const parsed = schema.safeParse(values);
  if (parsed.success) throw new Error('expected the check to fail');
  return fieldErrorsOf(parsed.error);
};

describe('fieldErrorsOf', () => {
  it("keeps the schema's first message per field, under the top-level field name", () => {
    expect(errorsOf({ name: '', tags: ['ok', '', ''], password: 'a', confirm: 'a' })).toEqual({
      name: 'Name is required',
      tags: 'A tag is empty',
    });
  });

  it('puts a cross-field rule under the field its path names', () => {
    expect(errorsOf({ name: 'Ada', tags: [], password: 'a', confirm: 'b' })).toEqual({ confirm: "Passwords don't match" });
  });

  it('leaves out an issue about the whole value', () => {
    expect(errorsOf(null)).toEqual({});
  });
});

describe('firstInvalid', () => {
  const fields = [{ name: 'title' }, { name: 'description' }, { name: 'location' }, { name: 'price' }];

  it('picks the first field with an error in the order given, not the order of the errors', () => {
    expect(firstInvalid(fields, { price: 'Price is required', description: 'Description is required' })).toBe(fields[1]);
  });

  it('finds none without errors, or when the invalid field is not in the form', () => {
    expect(firstInvalid(fields, {})).toBeUndefined();
    expect(firstInvalid(fields, { status: 'Bad status', title: undefined })).toBeUndefined();
  });
});
