import { useState } from 'react';
import type { Show, ShowEntry } from '@shared/shows/responses';
import { ENTRY_STATUS_LABELS } from '@shared/shows/texts';
import { useOutboxMember } from '@/features/auth';
import { QueuedWriteControls } from '@/outbox/page/QueuedWriteControls';
import { queuedOfKind, useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import type { QueuedWriteState } from '@/outbox/types';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { toast } from '@/ui/toast/toastStore';
import { carTitle } from '../cars';
import { useMyShow } from '../useShowData';
import { useSubmitShowWrite, withdrawWrite } from './showWrites';
import { showWriteTexts } from './writeTexts';

const stateLabel: Record<QueuedWriteState, string> = {
  waiting: showWriteTexts.waitingToSend,
  'needs-sign-in': showWriteTexts.needsSignIn,
  failed: showWriteTexts.notSent,
};

/**
 * The member's entries in the show: those the server holds (status, car number) and those still on the device
 * ("Waiting to send", with Retry and Discard); each can be withdrawn, also with no signal.
 */
export function MyEntries({ show }: { show: Show }) {
  const { member } = useOutboxMember();
  const submitShowWrite = useSubmitShowWrite();
  const mine = useMyShow(show.eventId, member?.id);
  const queued = useQueuedWrites().filter((item) => 'eventId' in item && item.eventId === show.eventId);
  const queuedEntries = queuedOfKind(queued, 'show-entry');
  const queuedWithdrawals = queuedOfKind(queued, 'show-withdraw');
  const [withdrawing, setWithdrawing] = useState<ShowEntry | null>(null);
  if (!member) return null;

  const entries = (mine.data?.entries ?? []).filter((entry) => !queuedEntries.some((item) => item.id === entry.id));
  const classNameOf = (classId: string) => show.classes.find((item) => item.id === classId)?.name ?? '';
  const withdrawal = (entryId: string) => queuedWithdrawals.find((item) => item.entryId === entryId);

  const withdraw = async (entry: ShowEntry) => {
    setWithdrawing(null);
    const label = showWriteTexts.carNumber(entry.carNumber);
    const answer = await submitShowWrite(withdrawWrite(show.eventId, entry.id, label), member);
    if (answer.result === 'refused') toast({ variant: 'destructive', title: answer.message });
    else if (answer.result !== 'sent') toast({ title: showWriteTexts.savedOnDevice, description: showWriteTexts.sentWhenOnline });
  };

  return (
    <section className="show-panel card" aria-labelledby="my-entries-title">
      <h2 id="my-entries-title">{showWriteTexts.myEntries}</h2>
      {entries.length === 0 && queuedEntries.length === 0 && <p>{showWriteTexts.noEntries}</p>}
      <ul className="show-list" aria-label={showWriteTexts.myEntries}>
        {queuedEntries.map((item) => (
          <li key={item.id} className="show-list__item">
            <p className="show-list__title">
              {item.label} · {classNameOf(item.payload.classId)}
            </p>
            <p className={`show-badge show-badge--${item.state}`}>{stateLabel[item.state]}</p>
            <QueuedWriteControls
              item={item}
              title={item.label}
              className="show-list"
              confirm={{
                title: 'Discard this entry?',
                message: `${item.label} has not been sent. Discarding removes it from this device.`,
              }}
            />
          </li>
        ))}
        {entries.map((entry) => {
          const label = carTitle(entry.car);
          const pendingWithdrawal = withdrawal(entry.id);
          return (
            <li key={entry.id} className="show-list__item">
              <p className="show-list__title">
                {showWriteTexts.carNumber(entry.carNumber)}: {label} · {classNameOf(entry.classId)}
              </p>
              <p className="show-badge">{ENTRY_STATUS_LABELS[entry.status]}</p>
              {pendingWithdrawal ? (
                <>
                  <p className={`show-badge show-badge--${pendingWithdrawal.state}`}>{showWriteTexts.withdrawWaiting}</p>
                  <QueuedWriteControls
                    item={pendingWithdrawal}
                    title={`withdrawal of ${label}`}
                    className="show-list"
                    confirm={{
                      title: 'Keep this car in the show?',
                      message: 'The withdrawal has not been sent: discarding it keeps the car entered.',
                    }}
                  />
                </>
              ) : (
                entry.status !== 'withdrawn' && (
                  <Button size="sm" variant="secondary" onClick={() => setWithdrawing(entry)}>
                    {showWriteTexts.withdraw}
                    <span className="visually-hidden"> {label}</span>
                  </Button>
                )
              )}
            </li>
          );
        })}
      </ul>
      {withdrawing && (
        <ConfirmDialog
          title={showWriteTexts.withdrawConfirmTitle}
          message={showWriteTexts.withdrawConfirmMessage}
          confirmLabel={showWriteTexts.withdraw}
          onCancel={() => setWithdrawing(null)}
          onConfirm={() => void withdraw(withdrawing)}
        />
      )}
    </section>
  );
}
