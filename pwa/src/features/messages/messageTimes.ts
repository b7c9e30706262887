const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayOfYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "3:04 PM" today, "Nov 21" this year, "Nov 21, 2025" before: short enough for the thread list. */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return timeOfDay.format(date);
  return date.getFullYear() === now.getFullYear() ? dayOfYear.format(date) : fullDate.format(date);
}

/** "Nov 21, 3:04 PM": under each message, where the day matters as much as the time. */
export const messageTime = (iso: string, now = new Date()) => {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? timeOfDay.format(date) : `${listTime(iso, now)}, ${timeOfDay.format(date)}`;
};
