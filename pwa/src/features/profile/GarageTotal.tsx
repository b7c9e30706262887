import { formatUsd } from '@shared/format/number';
import type { GarageCar } from '@shared/users/profile';
import { garageTotal, carValueTexts } from '@shared/valuations/car-value';
import { useValuations } from '@/features/value-guide';

/** "Garage worth about $X" over the cars the value guide can value; nothing when it can value none of them. */
export function GarageTotal({ cars }: { cars: readonly GarageCar[] }) {
  const valuations = useValuations();
  if (!valuations.data) return null;
  const { total, valued, unvalued } = garageTotal(cars, valuations.data);
  if (valued === 0) return null;
  const amount = formatUsd(total);
  return (
    <p className="garage-total">{unvalued > 0 ? carValueTexts.garageTotalPartial(amount, unvalued) : carValueTexts.garageTotal(amount)}</p>
  );
}
