import { useParams } from 'react-router-dom';
import { showTexts } from '@shared/shows/texts';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { NotFoundState } from '@/ui/NotFoundState';
import { usePageTitle } from '@/ui/usePageTitle';
import { VotingPanel } from '../voting/VotingPanel';
import { EnterCarPanel } from './EnterCarPanel';
import { useFollowShowWrites } from './followShowWrites';
import { MyEntries } from './MyEntries';
import { isNotFound, useShowBundle } from './showQueries';
import { showWriteTexts } from './writeTexts';
import './show-writes.css';

/**
 * /events/:id/take-part: what a member does in a show (enter a car, their entries, People's Choice) on one page of its
 * own, until these panels sit in the show page's tabs.
 */
export default function TakePartPage() {
  const { id: eventId = '' } = useParams();
  const bundle = useShowBundle(eventId);
  usePageTitle(bundle.data ? bundle.data.show.title : showWriteTexts.enterCar);
  useFollowShowWrites();
  if (bundle.isPending) return <LoadingState />;
  if (!bundle.data) {
    if (!isNotFound(bundle.error))
      return <LoadError what="This show" pageTitle={showWriteTexts.enterCar} onRetry={() => void bundle.refetch()} />;
    return (
      <NotFoundState title={showTexts.notAShow} message={showTexts.notAShow} linkTo={`/events/${eventId}`} linkLabel="Back to the event" />
    );
  }
  const { show, entries } = bundle.data;
  return (
    <section className="page show-writes" aria-labelledby="page-title">
      <h1 id="page-title">{show.title}</h1>
      <EnterCarPanel show={show} />
      <MyEntries show={show} />
      <VotingPanel show={show} entries={entries} />
    </section>
  );
}
