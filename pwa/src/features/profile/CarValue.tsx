import { Link } from 'react-router-dom';
import type { GarageCar } from '@shared/users/profile';
import { todayIso } from '@shared/valuations/format';
import { useApprovedSales, useValuations } from '@/features/value-guide';
import { carValueView } from './carValue';

/**
 * "Worth about $X" for a garage car, from the value guide's rows and the sales behind them: the live lists, or offline
 * the device's copies. Nothing while the guide is not there yet (a first visit with no signal).
 */
export function CarValue({ car, modelName }: { car: GarageCar; modelName: string }) {
  const valuations = useValuations();
  const sales = useApprovedSales();
  if (!valuations.data) return null;
  const view = carValueView(car, valuations.data, modelName, sales.data && { sales: sales.data.items, today: todayIso() });
  return (
    <div className={`car-value car-value--${view.kind}`}>
      {view.kind === 'value' ? (
        <>
          <p className="car-value__figure">{view.headline}</p>
          <p className="car-value__basis">{view.basis}</p>
          <p className="car-value__basis">{view.restsOn}</p>
          {view.otherTrim && <p className="car-value__basis">{view.otherTrim}</p>}
        </>
      ) : (
        <p className="car-value__message">{view.message}</p>
      )}
      {view.link && (
        <Link className="car-value__link" to={view.link.href}>
          {view.link.label}
        </Link>
      )}
    </div>
  );
}
