import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '@/ui/PagePlaceholder';

/** /profile (own, sign-in required by the route) and /profile/:username (anyone). */
export default function ProfilePage() {
  const { username } = useParams();
  return <PagePlaceholder title={username ? `Profile: ${username}` : 'Your Profile'} summary="Member details, garage of cars and posts." />;
}
