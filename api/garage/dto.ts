import type { GarageCar } from '../../shared/users/profile';
import type { CarProfileEntity } from './car-profile.entity';

/** One garage card (SPEC §3 car_profiles plus exteriorColor), as GET /api/users/{id}/garage lists it. */
export const toGarageCar = (car: CarProfileEntity): GarageCar => ({
  id: car.id,
  modelSlug: car.modelSlug,
  year: car.year,
  trim: car.trim ?? null,
  engine: car.engine ?? null,
  exteriorColor: car.exteriorColor ?? null,
  notes: car.notes ?? null,
  photos: car.photos,
  createdAt: car.createdAt.toISOString(),
});
