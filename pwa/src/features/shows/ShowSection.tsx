import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SHOW_TABS } from '@shared/shows/texts';
import { useCurrentUser } from '@/features/auth';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { Tabs, type TabItem } from '@/ui/Tabs';
import { SaveForOffline } from './SaveForOffline';
import { showTabId, shownTab } from './showTabs';
import { ShowSponsors } from './sponsors/ShowSponsors';
import { showWriteSlots, type ShowSlotProps } from './slots';
import { loadWriteParts } from './writeParts';
import { CarsTab } from './tabs/CarsTab';
import { MapTab } from './tabs/MapTab';
import { ResultsTab } from './tabs/ResultsTab';
import { ScheduleTab } from './tabs/ScheduleTab';
import { VotingWindow } from './tabs/VotingWindow';
import { useKeepDrawnPage } from './storage/useKeepDrawnPage';
import { useMyShow, useSavedShow, useShowBundle, useStars } from './useShowData';
import './shows.css';

/**
 * The show part of an event page: save for offline, then the tabs Schedule, Map, Cars, People's Choice and
 * Results, then its sponsors. The shown tab is in the address (`?tab=cars`), so a reload or a shared link keeps it.
 */
export function ShowSection({ eventId }: { eventId: string }) {
  const bundleQuery = useShowBundle(eventId);
  const { user, isLoading: memberLoading } = useCurrentUser();
  const mine = useMyShow(eventId, user?.id).data;
  const stars = useStars(eventId);
  // A saved show's page is kept as drawn, for the next visit to show at once (service-worker/drawnPage.ts); as whose,
  // once the member is known.
  const saved = useSavedShow(eventId);
  useKeepDrawnPage(eventId, user?.id ?? null, !!saved && bundleQuery.isSuccess && !memberLoading);
  const [params, setParams] = useSearchParams();
  const tab = shownTab(params.get('tab'));
  // The write parts' chunk, fetched once the show is drawn: a tab opened next shows them at once.
  useEffect(() => void loadWriteParts(), []);

  const selectTab = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  if (bundleQuery.isPending) return <LoadingState />;
  if (bundleQuery.isError) return <LoadError what="This show" onRetry={() => void bundleQuery.refetch()} />;

  const bundle = bundleQuery.data;
  const { show } = bundle;
  const slot: ShowSlotProps = { show, bundle, mine };
  const { organizer: Organizer, checkIn: CheckIn, enterCar: EnterCar, peoplesChoice: PeoplesChoice } = showWriteSlots;
  // Only the shown tab is rendered: 500 cars need not be laid out while the schedule is on screen.
  const content = (id: string) => {
    switch (id) {
      case 'schedule':
        return <ScheduleTab show={show} stars={stars} />;
      case 'map':
        return <MapTab show={show} />;
      case 'cars':
        return (
          <>
            {EnterCar && <EnterCar {...slot} />}
            <CarsTab bundle={bundle} stars={stars} />
          </>
        );
      case 'peoples-choice':
        return PeoplesChoice ? <PeoplesChoice {...slot} /> : <VotingWindow show={show} />;
      default:
        return <ResultsTab bundle={bundle} mine={mine} />;
    }
  };
  const items: TabItem[] = SHOW_TABS.map((label) => {
    const id = showTabId(label);
    return { id, label, content: id === tab ? content(id) : null };
  });

  return (
    <section className="show" aria-labelledby="show-heading">
      <h2 id="show-heading">Car show</h2>
      <SaveForOffline eventId={eventId} />
      {Organizer && <Organizer {...slot} />}
      {CheckIn && <CheckIn {...slot} />}
      <Tabs label="Show" items={items} selected={tab} onSelect={selectTab} />
      <ShowSponsors show={show} />
    </section>
  );
}
