import { lazyDateFormat } from '@shared/format/lazyIntl';

const timeOfDay = lazyDateFormat({ hour: 'numeric', minute: '2-digit' });
const dayOfYear = lazyDateFormat({ month: 'short', day: 'numeric' });
const fullDate = lazyDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });

/** "3:04 PM" today, "Nov 21" this year, "Nov 21, 2025" before: short enough for the thread list. */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return timeOfDay(date);
  return date.getFullYear() === now.getFullYear() ? dayOfYear(date) : fullDate(date);
}

/** "Nov 21, 3:04 PM": under each message, where the day matters as much as the time. */
export const messageTime = (iso: string, now = new Date()) => {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? timeOfDay(date) : `${listTime(iso, now)}, ${timeOfDay(date)}`;
};
