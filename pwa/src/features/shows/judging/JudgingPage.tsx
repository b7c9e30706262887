import { useParams } from 'react-router-dom';
import { LOGIN_PATH } from '@shared/layout/nav';
import { judgingTexts } from '@shared/shows/judging-texts';
import type { ShowEntry } from '@shared/shows/responses';
import { showTexts } from '@shared/shows/texts';
import { useOutboxMember } from '@/features/auth';
import { queuedOfKind, useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import { ButtonLink } from '@/ui/ButtonLink';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { NotFoundState } from '@/ui/NotFoundState';
import { toast } from '@/ui/toast/toastStore';
import { usePageTitle } from '@/ui/usePageTitle';
import { isNotFound } from '../entry/showQueries';
import { scoreWrite, useSubmitShowWrite } from '../entry/showWrites';
import { useMyShow, useShowBundle } from '../useShowData';
import { useShowDashboard } from './judgingApi';
import { JudgeClass } from './JudgeClass';
import { OrganizerJudging } from './OrganizerJudging';
import './judging.css';

/**
 * /events/:id/judging: a judge scores the cars of their classes from the saved show, with no signal (each
 * sheet waits in the outbox and is sent once), and sees which cars are left; the organiser locks judging and publishes
 * the awards.
 */
export default function JudgingPage() {
  const { id: eventId = '' } = useParams();
  const bundle = useShowBundle(eventId);
  const { member, isLoading } = useOutboxMember();
  const mine = useMyShow(eventId, member?.id);
  const queued = queuedOfKind(useQueuedWrites(), 'show-score').filter((item) => item.eventId === eventId);
  const submitShowWrite = useSubmitShowWrite();
  const isOrganizer = mine.data?.isOrganizer ?? false;
  const dashboard = useShowDashboard(eventId, member?.id, isOrganizer);
  const show = bundle.data?.show;
  usePageTitle(show ? `${judgingTexts.judging}: ${show.title}` : judgingTexts.judging);

  if (isLoading || bundle.isPending) return <LoadingState />;
  if (!show || !bundle.data) {
    if (!isNotFound(bundle.error))
      return <LoadError what="This show" pageTitle={judgingTexts.judging} onRetry={() => void bundle.refetch()} />;
    return (
      <NotFoundState title={showTexts.notAShow} message={showTexts.notAShow} linkTo={`/events/${eventId}`} linkLabel="Back to the event" />
    );
  }
  const { entries } = bundle.data;
  if (!member) {
    return (
      <section className="page placeholder" aria-labelledby="page-title">
        <h1 id="page-title">{judgingTexts.judging}</h1>
        <ButtonLink to={LOGIN_PATH}>Sign in to judge</ButtonLink>
      </section>
    );
  }

  // The show names each class's judges: with no answer of the member's own yet (an offline start), it says which.
  const judgeOf = new Set([
    ...(mine.data?.judgeOf ?? []),
    ...show.classes.filter((item) => item.judges.some((judge) => judge.id === member.id)).map((item) => item.id),
  ]);
  const classes = show.classes.filter((item) => judgeOf.has(item.id) && item.scoreSheet.length > 0);
  const carsOf = (classId: string) =>
    entries
      .filter((entry) => entry.classId === classId && (entry.status === 'entered' || entry.status === 'checked_in'))
      .filter((entry) => entry.owner?.id !== member.id)
      .sort((a, b) => a.carNumber - b.carNumber);
  const locked = show.judgingLockedAt !== null;

  const save = async (car: ShowEntry, points: Record<string, number>) => {
    const answer = await submitShowWrite(scoreWrite(eventId, car, points), member);
    if (answer.result === 'refused') toast({ title: answer.message, variant: 'destructive' });
    else toast({ title: answer.result === 'sent' ? judgingTexts.scoreSaved : judgingTexts.scoreWaiting });
  };

  return (
    <section className="page show-writes judging" aria-labelledby="page-title">
      <h1 id="page-title">
        {judgingTexts.judging}: {show.title}
      </h1>
      {/* The organiser's panel says whether judging is locked, with its button: said once. */}
      {locked && !isOrganizer && <p role="status">{judgingTexts.judgingIsLocked}</p>}
      {classes.length === 0 && !isOrganizer && <p>{judgingTexts.notAJudge}</p>}
      {classes.length > 0 && <h2 className="visually-hidden">{judgingTexts.yourClasses}</h2>}
      {classes.map((showClass) => (
        <JudgeClass
          key={showClass.id}
          showClass={showClass}
          cars={carsOf(showClass.id)}
          sheets={mine.data?.scores ?? []}
          queued={queued}
          locked={locked}
          onSave={save}
        />
      ))}
      {isOrganizer && (
        <OrganizerJudging
          show={show}
          entries={entries}
          standings={dashboard.data?.judging.standings}
          awardsPublishedAt={dashboard.data?.awardsPublishedAt ?? bundle.data.awards?.publishedAt ?? null}
        />
      )}
    </section>
  );
}
