import { useParams } from 'react-router-dom';
import { useShowCar } from '../useShowData';

/** The car of /events/:id/cars/:carNumber(/card): its event, number and data (saved show first). */
export function useCarRoute() {
  const { id = '', carNumber: rawNumber = '' } = useParams();
  const carNumber = /^\d{1,5}$/.test(rawNumber) ? Number(rawNumber) : Number.NaN;
  return { eventId: id, carNumber, car: useShowCar(id, carNumber) };
}
