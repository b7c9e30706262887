import { REGISTER_PATH } from '@shared/layout/nav';
import { useCurrentUser } from '@/features/auth';
import { ButtonLink } from '@/ui/ButtonLink';

/** Account invitation for visitors; hidden once signed in (and while that is still unknown). */
export function JoinCallToAction() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading || user) return null;
  return (
    <section className="join-cta" aria-labelledby="join-title">
      <h2 id="join-title">Own a Pontiac? Join the community</h2>
      <p>Create a free account to share your garage, meet other owners and list events near you.</p>
      <ButtonLink to={REGISTER_PATH} size="lg">
        Create Your Account
      </ButtonLink>
    </section>
  );
}
