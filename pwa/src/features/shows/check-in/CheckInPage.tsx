import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CAR_NUMBER_MAX } from '@shared/shows/schemas';
import { showTexts } from '@shared/shows/texts';
import { useOutboxMember } from '@/features/auth';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { NotFoundState } from '@/ui/NotFoundState';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { usePageTitle } from '@/ui/usePageTitle';
import { isNotFound, useShow } from '../entry/showQueries';
import { useMyShow } from '../useShowData';
import { checkInWrite, useSubmitShowWrite } from '../entry/showWrites';
import { showWriteTexts } from '../entry/writeTexts';
import { forgetCheckIn, logCheckIn } from './checkInLog';
import { CheckInList } from './CheckInList';
import { canScanDashCards, DashCardScanner } from './DashCardScanner';
import { useCheckInLog } from './useCheckInLog';
import '../entry/show-writes.css';

/**
 * /events/:id/check-in: the organiser and helpers check cars in at the gate, by typed number or by the dash card's QR
 * code, with no signal: each check-in is an outbox write with its time, listed here with what the server answered.
 */
export default function CheckInPage() {
  const { id: eventId = '' } = useParams();
  const show = useShow(eventId);
  const { member, isLoading } = useOutboxMember();
  const submitShowWrite = useSubmitShowWrite();
  const mine = useMyShow(eventId, member?.id);
  const checkIns = useCheckInLog(eventId);
  const [carNumber, setCarNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  usePageTitle(show.data ? showWriteTexts.checkInTitle(show.data.title) : showWriteTexts.checkIn);

  if (isLoading || show.isPending) return <LoadingState />;
  if (!show.data) {
    if (!isNotFound(show.error))
      return <LoadError what="This show" pageTitle={showWriteTexts.checkIn} onRetry={() => void show.refetch()} />;
    return (
      <NotFoundState title={showTexts.notAShow} message={showTexts.notAShow} linkTo={`/events/${eventId}`} linkLabel="Back to the event" />
    );
  }
  // With no answer yet (an offline start), the gate still works: the server checks the right when the check-ins go.
  if (!member || mine.data?.canCheckIn === false) {
    return (
      <section className="page placeholder" aria-labelledby="page-title">
        <h1 id="page-title">{showWriteTexts.checkInTitle(show.data.title)}</h1>
        <p role="alert">{showTexts.checkInNotAllowed}</p>
      </section>
    );
  }

  const checkIn = async (number: number) => {
    setProblem(null);
    const write = checkInWrite(eventId, number);
    if (write.kind !== 'show-check-in') return;
    logCheckIn({ id: write.payload.id, eventId, carNumber: number, checkedInAt: write.payload.checkedInAt });
    setCarNumber('');
    const answer = await submitShowWrite(write, member);
    if (answer.result !== 'refused') return;
    forgetCheckIn(write.payload.id);
    setProblem(`${showWriteTexts.carNumber(number)}: ${answer.message}`);
  };

  const typed = Number(carNumber);
  const valid = carNumber.trim() !== '' && Number.isInteger(typed) && typed >= 1 && typed <= CAR_NUMBER_MAX;

  return (
    <section className="page show-writes" aria-labelledby="page-title">
      <h1 id="page-title">{showWriteTexts.checkInTitle(show.data.title)}</h1>
      <form
        className="show-panel card show-panel__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) void checkIn(typed);
        }}
      >
        <TextField
          label={showWriteTexts.carNumberField}
          type="number"
          inputMode="numeric"
          min={1}
          max={CAR_NUMBER_MAX}
          step={1}
          value={carNumber}
          onChange={(event) => setCarNumber(event.target.value)}
        />
        {problem && (
          <p className="show-panel__error" role="alert">
            {problem}
          </p>
        )}
        <div className="show-panel__actions">
          <Button type="submit" disabled={!valid}>
            {showWriteTexts.checkInButton}
          </Button>
          {canScanDashCards() && !scanning && (
            <Button variant="secondary" onClick={() => setScanning(true)}>
              {showWriteTexts.scanDashCard}
            </Button>
          )}
        </div>
        {scanning && (
          <DashCardScanner
            eventId={eventId}
            onClose={() => setScanning(false)}
            onCar={(number) => {
              setScanning(false);
              void checkIn(number);
            }}
          />
        )}
      </form>
      <CheckInList checkIns={checkIns} />
    </section>
  );
}
