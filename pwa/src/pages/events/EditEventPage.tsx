import { PagePlaceholder } from '../../ui/PagePlaceholder';

export default function EditEventPage() {
  return <PagePlaceholder title="Edit Event" summary="Change the details of an event you organize." />;
}
