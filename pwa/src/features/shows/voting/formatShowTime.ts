import { lazyDateFormat } from '@shared/format/lazyIntl';

const timeOfDay = lazyDateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayAndTime = lazyDateFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** HH:MM in the device's clock (the check-in answer "already checked in at 09:42 by …"). */
export const formatTimeOfDay = (iso: string) => timeOfDay(new Date(iso));

/** A window's opening or closing, in the device's clock. */
export const formatShowMoment = (iso: string) => dayAndTime(new Date(iso));
