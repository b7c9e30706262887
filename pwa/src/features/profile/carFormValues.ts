import { garageCarInputSchema } from '@shared/users/account-schemas';
import type { GarageCar } from '@shared/users/profile';

/**
 * The car form as typed: every field is text; the year is a select's value ('' until chosen), the condition a radio's
 * ('' for not stated, else '1' to '4').
 */
export interface CarFormValues {
  modelSlug: string;
  year: string;
  trim: string;
  engine: string;
  exteriorColor: string;
  notes: string;
  condition: string;
  vin: string;
}

export const emptyCarForm: CarFormValues = {
  modelSlug: '',
  year: '',
  trim: '',
  engine: '',
  exteriorColor: '',
  notes: '',
  condition: '',
  vin: '',
};

export const carFormValuesOf = (car: GarageCar): CarFormValues => ({
  modelSlug: car.modelSlug,
  year: String(car.year),
  trim: car.trim ?? '',
  engine: car.engine ?? '',
  exteriorColor: car.exteriorColor ?? '',
  notes: car.notes ?? '',
  condition: car.condition === null ? '' : String(car.condition),
  vin: car.vin ?? '',
});

/** Checked with the server's own schema, so the form shows the same messages the API would answer. */
export const parseCarForm = (values: CarFormValues) =>
  garageCarInputSchema.safeParse({
    ...values,
    year: values.year === '' ? undefined : Number(values.year),
    condition: values.condition === '' ? null : Number(values.condition),
  });

/** Every year a model may be given: its firstYear..lastYear and any year page the catalogue has beyond them. */
export function modelYearsOf(range: { firstYear: number; lastYear: number } | null, pageYears: readonly number[]): number[] {
  const years = new Set(pageYears);
  if (range) for (let year = range.firstYear; year <= range.lastYear; year += 1) years.add(year);
  return [...years].sort((a, b) => a - b);
}
