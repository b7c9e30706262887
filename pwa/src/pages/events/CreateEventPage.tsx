import { LOGIN_PATH } from '../../../../shared/layout/nav';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadingState } from '../../ui/LoadingState';
import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageTitle } from '../../ui/usePageTitle';

/** /events/create: visitors see SPEC §2 "Authentication Required" with a way to sign in. */
export default function CreateEventPage() {
  const { user, isLoading } = useCurrentUser();
  usePageTitle('Create Event');
  if (isLoading) return <LoadingState />;
  if (!user) {
    return (
      <section className="page placeholder" aria-labelledby="page-title">
        <h1 id="page-title">Authentication Required</h1>
        <p>Please log in to create an event</p>
        <div>
          <ButtonLink to={LOGIN_PATH}>Go to Login</ButtonLink>
        </div>
      </section>
    );
  }
  return <PagePlaceholder title="Create Event" summary="Announce a meetup, show or cruise, with up to five photos." />;
}
