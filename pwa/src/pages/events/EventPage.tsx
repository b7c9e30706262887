import { PagePlaceholder } from '../../ui/PagePlaceholder';

export default function EventPage() {
  return <PagePlaceholder title="Event" summary="Date, place, organizer and photos of this event." />;
}
