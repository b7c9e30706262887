import { useParams } from 'react-router-dom';
import { useShowCar } from '../useShowData';
import { parseCarNumber } from './carNumber';

/** The car of /events/:id/cars/:carNumber(/card): its event, number and data (saved show first). */
export function useCarRoute() {
  const { id = '', carNumber: rawNumber = '' } = useParams();
  const carNumber = parseCarNumber(rawNumber);
  return { eventId: id, carNumber, car: useShowCar(id, carNumber) };
}
