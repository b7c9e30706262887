import { lazyZonedDateFormat, type TimeZoneOfPage } from '@shared/format/lazyIntl';

/** Dates in English wording (docs/product/limits.md), in the device's time zone. */
const dateTimeFormat = lazyZonedDateFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatEventDateTime = (iso: string, zone?: TimeZoneOfPage) => dateTimeFormat(new Date(iso), zone);

/** "Main St, Pontiac, MI" from the parts that are there. */
export const placeLine = (event: { location: string; city: string | null; state: string | null }) =>
  [event.location, event.city, event.state].filter(Boolean).join(', ');
