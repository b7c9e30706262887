import { carName } from '@shared/catalogue/car-name';
import { formatUsd } from '@shared/format/number';
import type { GarageCar } from '@shared/users/profile';
import { formatLastUpdated } from '@shared/valuations/format';
import { saleEvidenceOf } from '@shared/valuations/sale-evidence';
import type { PublicSale } from '@shared/valuations/sales';
import type { Valuation } from '@shared/valuations/schemas';
import { tierName } from '@shared/valuations/tiers';
import { valueGuideHref, carValueOf, carValueTexts } from '@shared/valuations/car-value';

export interface CarValueLink {
  href: string;
  label: string;
}

/** What a car card or page says about the car's value, worked out on the device from the guide's rows. */
export type CarValueView =
  | { kind: 'value'; headline: string; basis: string; restsOn: string; otherTrim: string | null; link: CarValueLink }
  | { kind: 'message'; message: string; link: CarValueLink | null };

type ValuedCar = Pick<GarageCar, 'modelSlug' | 'year' | 'trim' | 'condition'>;

/**
 * "Worth about $X" with its condition, the guide's as-of date, the row it comes from and how many approved sales of
 * the last 24 months stand behind that row (when the device holds the sales), and the row's link; or why there is no
 * figure: no condition stated (link to the row), no row for the year (link to the nearest year the guide has), no row
 * at all.
 */
export function carValueView(
  car: ValuedCar,
  valuations: readonly Valuation[],
  modelName: string,
  evidence?: { sales: readonly PublicSale[]; today: string },
): CarValueView {
  const value = carValueOf(car, valuations);
  if (value.kind === 'value') {
    const { valuation } = value;
    return {
      kind: 'value',
      headline: carValueTexts.worthAbout(formatUsd(value.amount)),
      basis: carValueTexts.basis(tierName(value.tier), formatLastUpdated(valuation.asOf)),
      restsOn: carValueTexts.restsOn(
        carName(valuation.year, modelName, valuation.trim),
        evidence ? (saleEvidenceOf(evidence.sales, valuation, evidence.today)?.sales.length ?? 0) : null,
      ),
      otherTrim: car.trim && !value.trimMatched ? carValueTexts.otherTrim(valuation.trim) : null,
      link: { href: valueGuideHref(valuation), label: carValueTexts.guideRowLink },
    };
  }
  if (value.kind === 'no-condition') {
    return {
      kind: 'message',
      message: carValueTexts.noCondition,
      link: { href: valueGuideHref(value.valuation), label: carValueTexts.guideRowLink },
    };
  }
  const { nearestYear } = value;
  if (nearestYear === null) return { kind: 'message', message: carValueTexts.noModel, link: null };
  return {
    kind: 'message',
    message: carValueTexts.noRow(car.year, modelName),
    link: { href: valueGuideHref({ modelSlug: car.modelSlug, year: nearestYear }), label: carValueTexts.nearestYear(nearestYear) },
  };
}
