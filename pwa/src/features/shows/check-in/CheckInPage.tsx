import { useDeferredValue, useMemo, useState } from 'react';
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
import { isNotFound } from '../entry/showQueries';
import { useMyShow, useShowBundle } from '../useShowData';
import { checkInWrite, useSubmitShowWrite, type ShowWriteResult } from '../entry/showWrites';
import { showWriteTexts } from '../entry/writeTexts';
import { formatShowTime } from '../showDates';
import { forgetCheckIn, logCheckIn } from './checkInLog';
import { CheckInList } from './CheckInList';
import { canScanDashCards, DashCardScanner } from './DashCardScanner';
import { gateOf } from './gate';
import { GateCar } from './GateCar';
import { ToCome } from './ToCome';
import { useCheckInLog } from './useCheckInLog';
import '../entry/show-writes.css';

/** What became of a check-in the member just made, in words: in, already in by someone else, or kept on the device. */
function outcomeOf(answer: Exclude<ShowWriteResult, { result: 'refused' }>): string {
  if (answer.result !== 'sent') return answer.result === 'queued' ? showWriteTexts.checkInKept : showWriteTexts.checkInNeedsSignIn;
  const first = answer.sent?.kind === 'show-check-in' ? answer.sent.checkIn?.alreadyCheckedIn : null;
  return first ? showTexts.alreadyCheckedIn(formatShowTime(first.at), first.byName) : showWriteTexts.checkedInNow;
}

/**
 * /events/:id/check-in: the organiser and helpers check cars in at the gate from the saved show, with no signal: how
 * many are in, the car and owner a typed number is (before it is checked in, and in the answer), a number the show
 * cannot take answered at once in words (said once: as it is typed, then as the alert when Check in is pressed), and
 * the cars still to come. Each check-in is an outbox write with its time, listed by car with what the server said.
 */
export default function CheckInPage() {
  const { id: eventId = '' } = useParams();
  const bundle = useShowBundle(eventId);
  const { member, isLoading } = useOutboxMember();
  const submitShowWrite = useSubmitShowWrite();
  const mine = useMyShow(eventId, member?.id);
  const checkIns = useCheckInLog(eventId);
  const [carNumber, setCarNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const entries = bundle.data?.entries;
  const gate = useMemo(() => gateOf(entries ?? [], checkIns), [entries, checkIns]);
  const typedNumber = useDeferredValue(carNumber.trim());
  const show = bundle.data?.show;
  usePageTitle(show ? showWriteTexts.checkInTitle(show.title) : showWriteTexts.checkIn);

  if (isLoading || bundle.isPending) return <LoadingState />;
  if (!show) {
    if (!isNotFound(bundle.error))
      return <LoadError what="This show" pageTitle={showWriteTexts.checkIn} onRetry={() => void bundle.refetch()} />;
    return (
      <NotFoundState title={showTexts.notAShow} message={showTexts.notAShow} linkTo={`/events/${eventId}`} linkLabel="Back to the event" />
    );
  }
  // With no answer yet (an offline start), the gate still works: the server checks the right when the check-ins go.
  if (!member || mine.data?.canCheckIn === false) {
    return (
      <section className="page placeholder" aria-labelledby="page-title">
        <h1 id="page-title">{showWriteTexts.checkInTitle(show.title)}</h1>
        <p role="alert">{showTexts.checkInNotAllowed}</p>
      </section>
    );
  }

  const checkIn = async (number: number) => {
    const name = gate.name(number);
    const refusal = gate.refusal(number);
    setAnswer(null);
    if (refusal) {
      setProblem(showWriteTexts.carRefused(name, refusal));
      return;
    }
    setProblem(null);
    const write = checkInWrite(eventId, number);
    if (write.kind !== 'show-check-in') return;
    logCheckIn({ id: write.payload.id, eventId, carNumber: number, checkedInAt: write.payload.checkedInAt });
    setCarNumber('');
    const sent = await submitShowWrite(write, member);
    if (sent.result !== 'refused') return setAnswer(showWriteTexts.checkInAnswer(name, outcomeOf(sent)));
    forgetCheckIn(write.payload.id);
    setProblem(showWriteTexts.carRefused(name, sent.message));
  };

  const typed = Number(carNumber);
  const valid = carNumber.trim() !== '' && Number.isInteger(typed) && typed >= 1 && typed <= CAR_NUMBER_MAX;
  const previewNumber = /^\d{1,5}$/.test(typedNumber) ? Number(typedNumber) : null;

  return (
    <section className="page show-writes" aria-labelledby="page-title">
      <h1 id="page-title">{showWriteTexts.checkInTitle(show.title)}</h1>
      <p className="gate-count" role="status">
        {showWriteTexts.checkedInCount(gate.checkedIn, gate.expected.length)}
      </p>
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
          onChange={(event) => {
            setProblem(null);
            setAnswer(null);
            setCarNumber(event.target.value);
          }}
        />
        {/* A refusal is said once: the alert below takes it over from the typed car's line when Check in is pressed. */}
        <GateCar gate={gate} number={problem ? null : previewNumber} answer={problem ? null : answer} />
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
      <CheckInList checkIns={checkIns} nameOf={gate.name} />
      <ToCome gate={gate} classes={show.classes} onCheckIn={(number) => void checkIn(number)} />
    </section>
  );
}
