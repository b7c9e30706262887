import { accountTexts } from '@shared/users/account-schemas';
import { vinMismatches } from '@shared/vin/car-mismatches';
import type { GarageCar } from '@shared/users/profile';

/**
 * Why a saved car's VIN is flagged: the API says which fields disagree (`vinMismatches`), the decoder on
 * the device says what the VIN reads there. Empty when nothing is flagged; the general flag alone when the device
 * cannot say more.
 */
export function vinFlags(
  car: Pick<GarageCar, 'vin' | 'vinMismatches' | 'modelSlug' | 'year' | 'engine'>,
  nameOf: (slug: string) => string,
): string[] {
  if (!car.vin || car.vinMismatches.length === 0) return [];
  const flagged = new Set(car.vinMismatches);
  const details = vinMismatches(car.vin, car, nameOf)
    .filter((mismatch) => flagged.has(mismatch.field))
    .map((mismatch) => mismatch.message);
  return details.length > 0 ? details : [accountTexts.vinFlagged];
}
