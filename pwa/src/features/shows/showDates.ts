import { lazyZonedDateFormat, type TimeZoneOfPage } from '@shared/format/lazyIntl';

/** "9:30 AM": a schedule item's time, in the device's time zone (docs/product/limits.md English wording). */
const timeFormat = lazyZonedDateFormat({ hour: 'numeric', minute: '2-digit' });
/** "Sat, Jun 1, 2:00 PM": when People's Choice closes. */
const dayTimeFormat = lazyZonedDateFormat({ weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatShowTime = (iso: string, zone?: TimeZoneOfPage) => timeFormat(new Date(iso), zone);
export const formatShowDayTime = (iso: string, zone?: TimeZoneOfPage) => dayTimeFormat(new Date(iso), zone);

/** Whether the show took place before the device's today (local calendar date). */
export function isBeforeDeviceToday(eventDate: string, now = new Date()): boolean {
  return new Date(eventDate) < new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Whether the show takes place on the device's today (local calendar date). */
export function isOnDeviceToday(eventDate: string, now = new Date()): boolean {
  const date = new Date(eventDate);
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
}
