import { vinMismatches } from '../../shared/vin/car-mismatches';
import type { GarageCar } from '../../shared/users/profile';
import { CAR_CONDITIONS, type CarCondition } from '../../shared/valuations/car-value';
import type { GarageCarEntity } from './garage-car.entity';

/** The stored tier as the answer types it (the column's check keeps it to #1-#4). */
const conditionOf = (value: number | null | undefined): CarCondition | null => CAR_CONDITIONS.find((tier) => tier === value) ?? null;

/**
 * One garage card (docs/product/entities.md garage_cars plus exteriorColor), as GET /api/users/{id}/garage lists it, with
 * its condition, its VIN and where the VIN disagrees with the car as the owner entered it.
 */
export const toGarageCar = (car: GarageCarEntity): GarageCar => ({
  id: car.id,
  modelSlug: car.modelSlug,
  year: car.year,
  trim: car.trim ?? null,
  engine: car.engine ?? null,
  exteriorColor: car.exteriorColor ?? null,
  notes: car.notes ?? null,
  photos: car.photos,
  createdAt: car.createdAt.toISOString(),
  condition: conditionOf(car.condition),
  vin: car.vin ?? null,
  vinMismatches: car.vin
    ? vinMismatches(car.vin, { modelSlug: car.modelSlug, year: car.year, engine: car.engine ?? null }).map((mismatch) => mismatch.field)
    : [],
});
