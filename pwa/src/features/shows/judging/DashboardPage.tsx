import { useIsRestoring } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { judgingTexts } from '@shared/shows/judging-texts';
import { showTexts } from '@shared/shows/texts';
import { useOutboxMember } from '@/features/auth';
import { LoadingState } from '@/ui/LoadingState';
import { ButtonLink } from '@/ui/ButtonLink';
import { usePageTitle } from '@/ui/usePageTitle';
import { formatShowDayTime } from '../showDates';
import { useMyShow, useShowBundle } from '../useShowData';
import { useShowDashboard } from './judgingApi';
import { JudgedStandings } from './JudgedStandings';
import './judging.css';

/**
 * /events/:id/dashboard: the organiser's day at a glance: cars in out of those expected, People's Choice
 * votes per class, each judge's progress and the judged standings so far. The last answer is kept on the device, so it
 * reads with no signal, saying when it is from.
 */
export default function DashboardPage() {
  const { id: eventId = '' } = useParams();
  const { member, isLoading } = useOutboxMember();
  const bundle = useShowBundle(eventId);
  const mine = useMyShow(eventId, member?.id);
  const dashboard = useShowDashboard(eventId, member?.id, true);
  const restoring = useIsRestoring();
  const show = bundle.data?.show;
  usePageTitle(judgingTexts.dashboard);

  // The device's last answer comes back with the kept query cache: wait for it before saying there is none.
  if (isLoading || restoring || (dashboard.isPending && dashboard.fetchStatus !== 'idle')) return <LoadingState />;
  const day = dashboard.data;
  if (!day || !show) {
    const refused = mine.data?.isOrganizer === false;
    return (
      <section className="page placeholder" aria-labelledby="page-title">
        <h1 id="page-title">{judgingTexts.dashboard}</h1>
        <p role="alert">{refused ? showTexts.organizerOnly : 'The day at a glance needs a connection the first time it is opened.'}</p>
      </section>
    );
  }
  const className = (classId: string) => show.classes.find((item) => item.id === classId)?.name ?? 'Class';
  return (
    <section className="page show-writes" aria-labelledby="page-title">
      <h1 id="page-title">
        {judgingTexts.dashboard}: {show.title}
      </h1>
      <p className="last-refreshed">Updated {formatShowDayTime(day.generatedAt)}</p>
      <section className="show-panel card" aria-labelledby="day-cars">
        <h2 id="day-cars">Cars</h2>
        <p className="gate-count">
          {day.checkedIn} of {day.expected} checked in
        </p>
        <p>
          {day.waitlisted} waitlisted · {day.withdrawn} withdrawn
        </p>
      </section>
      <section className="show-panel card" aria-labelledby="day-votes">
        <h2 id="day-votes">People’s Choice votes</h2>
        <table className="show-results__table">
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Votes</th>
            </tr>
          </thead>
          <tbody>
            {day.votes.map((row) => (
              <tr key={row.classId}>
                <td>{className(row.classId)}</td>
                <td>{row.votes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="show-panel card" aria-labelledby="day-judges">
        <h2 id="day-judges">Judges</h2>
        <p>{day.judging.lockedAt ? judgingTexts.judgingIsLocked : judgingTexts.judgingIsOpen}</p>
        {day.judging.progress.length === 0 ? (
          <p>No judges named yet: name them for each class in the set-up.</p>
        ) : (
          <table className="show-results__table">
            <thead>
              <tr>
                <th scope="col">Judge</th>
                <th scope="col">Class</th>
                <th scope="col">Scored</th>
              </tr>
            </thead>
            <tbody>
              {day.judging.progress.map((row) => (
                <tr key={`${row.judge.id}-${row.classId}`}>
                  <td>{row.judge.name}</td>
                  <td>{className(row.classId)}</td>
                  <td>
                    {row.scored} of {row.cars}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <JudgedStandings show={show} entries={bundle.data?.entries ?? []} classes={day.judging.standings} />
        <ButtonLink to={`/events/${eventId}/judging`}>{judgingTexts.judging}</ButtonLink>
      </section>
    </section>
  );
}
