import { formatUsd } from '@shared/format/number';
import type { GarageCar } from '@shared/users/profile';
import { formatLastUpdated } from '@shared/valuations/format';
import type { Valuation } from '@shared/valuations/schemas';
import { tierName } from '@shared/valuations/tiers';
import { valueGuideHref, worthOf, worthTexts } from '@shared/valuations/worth';

export interface WorthLink {
  href: string;
  label: string;
}

/** What a car card or page says about the car's worth (issue 34), worked out on the device from the guide's rows. */
export type WorthView =
  | { kind: 'value'; headline: string; basis: string; otherTrim: string | null; link: WorthLink }
  | { kind: 'message'; message: string; link: WorthLink | null };

type WorthCar = Pick<GarageCar, 'modelSlug' | 'year' | 'trim' | 'condition'>;

/**
 * "Worth about $X" with its condition, the guide's as-of date and the row's link; or why there is no figure: no
 * condition stated (link to the row), no row for the year (link to the nearest year the guide has), no row at all.
 */
export function worthView(car: WorthCar, valuations: readonly Valuation[], modelName: string): WorthView {
  const worth = worthOf(car, valuations);
  if (worth.kind === 'value') {
    const { valuation } = worth;
    return {
      kind: 'value',
      headline: worthTexts.worthAbout(formatUsd(worth.amount)),
      basis: worthTexts.basis(tierName(worth.tier), formatLastUpdated(valuation.asOf)),
      otherTrim: car.trim && !worth.trimMatched ? worthTexts.otherTrim(valuation.trim) : null,
      link: { href: valueGuideHref(valuation), label: worthTexts.guideRowLink },
    };
  }
  if (worth.kind === 'no-condition') {
    return {
      kind: 'message',
      message: worthTexts.noCondition,
      link: { href: valueGuideHref(worth.valuation), label: worthTexts.guideRowLink },
    };
  }
  const { nearestYear } = worth;
  if (nearestYear === null) return { kind: 'message', message: worthTexts.noModel, link: null };
  return {
    kind: 'message',
    message: worthTexts.noRow(car.year, modelName),
    link: { href: valueGuideHref({ modelSlug: car.modelSlug, year: nearestYear }), label: worthTexts.nearestYear(nearestYear) },
  };
}
