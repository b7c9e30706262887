import { lazyDateFormat } from '@shared/format/lazyIntl';

/** "9:30 AM": a schedule item's time, in the device's time zone (docs/product/limits.md English wording). */
const timeFormat = lazyDateFormat({ hour: 'numeric', minute: '2-digit' });
/** "Sat, Jun 1, 2:00 PM": when People's Choice closes. */
const dayTimeFormat = lazyDateFormat({ weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatShowTime = (iso: string) => timeFormat(new Date(iso));
export const formatShowDayTime = (iso: string) => dayTimeFormat(new Date(iso));

/** Whether the show takes place on the device's today (local calendar date). */
export function isOnDeviceToday(eventDate: string, now = new Date()): boolean {
  const date = new Date(eventDate);
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
}
