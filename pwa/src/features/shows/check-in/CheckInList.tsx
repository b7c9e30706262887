import { showTexts } from '@shared/shows/texts';
import { QueuedWriteControls } from '@/outbox/page/QueuedWriteControls';
import { queuedOfKind, useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import type { QueuedWriteState } from '@/outbox/types';
import { showWriteTexts } from '../entry/writeTexts';
import { formatShowTime } from '../showDates';
import type { LoggedCheckIn } from './checkInLog';

const queuedLabel: Record<QueuedWriteState, string> = {
  waiting: showWriteTexts.waitingToSend,
  'needs-sign-in': showWriteTexts.needsSignIn,
  failed: showWriteTexts.notSent,
};

/** What became of a check-in made here: still on the device, checked in, or "already checked in at … by …". */
function answerText(item: LoggedCheckIn): string {
  if (!item.answer) return showWriteTexts.sent;
  const first = item.answer.alreadyCheckedIn;
  return first ? showTexts.alreadyCheckedIn(formatShowTime(first.at), first.byName) : showWriteTexts.checkedIn;
}

interface CheckInListProps {
  checkIns: readonly LoggedCheckIn[];
  /** A number as the gate names it: "Car #1 · 1969 GTO Judge · Jane Doe" (gate.ts). */
  nameOf: (carNumber: number) => string;
}

/** The check-ins made on this device for the show, newest first, each named by its car and owner, with where it stands. */
export function CheckInList({ checkIns, nameOf }: CheckInListProps) {
  const queued = queuedOfKind(useQueuedWrites(), 'show-check-in');
  return (
    <section className="show-panel card" aria-labelledby="device-check-ins">
      <h2 id="device-check-ins">{showWriteTexts.thisDevice}</h2>
      {checkIns.length === 0 && <p>{showWriteTexts.noCheckIns}</p>}
      <ul className="show-list" aria-label={showWriteTexts.thisDevice}>
        {checkIns.map((item) => {
          const waiting = queued.find((write) => write.id === item.id);
          const label = nameOf(item.carNumber);
          return (
            <li key={item.id} className="show-list__item" aria-label={label}>
              <p className="show-list__title">
                {label} <span className="show-list__note">at {formatShowTime(item.checkedInAt)}</span>
              </p>
              <p className={`show-badge${waiting ? ` show-badge--${waiting.state}` : ''}`}>
                {waiting ? queuedLabel[waiting.state] : answerText(item)}
              </p>
              {waiting && waiting.state !== 'waiting' && (
                <QueuedWriteControls
                  item={waiting}
                  title={`the check-in of ${label}`}
                  className="show-list"
                  confirm={{ title: 'Discard this check-in?', message: `The check-in of ${label} has not been sent.` }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
