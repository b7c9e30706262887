import { PagePlaceholder } from '../../ui/PagePlaceholder';

export default function EventsPage() {
  return <PagePlaceholder title="Events" summary="Upcoming and past meetups, shows and cruises." />;
}
