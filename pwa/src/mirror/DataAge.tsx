import { dateAndTime, timeAgo } from '@shared/format/relativeDates';
import './last-refreshed.css';

/** "Offline copy from 5 minutes ago": how old the data on screen is, when it is the device's copy. */
export function DataAge({ at }: { at: Date }) {
  return (
    <p className="last-refreshed" role="note">
      Offline copy from{' '}
      <time dateTime={at.toISOString()} title={dateAndTime(at.toISOString())}>
        {timeAgo(at.toISOString())}
      </time>
    </p>
  );
}
