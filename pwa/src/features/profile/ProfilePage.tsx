import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { profileTexts, type UserProfile } from '@shared/users/profile';
import { isNotFound } from '@/http/isNotFound';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { Tabs } from '@/ui/Tabs';
import { usePageTitle } from '@/ui/usePageTitle';
import { useCurrentUser } from '@/features/auth';
import { NotFoundState } from '@/ui/NotFoundState';
import { EditProfileDialog } from './EditProfileDialog';
import { GarageSection } from './GarageSection';
import { ProfileHeader } from './ProfileHeader';
import { UserPostList } from './UserPostList';
import { useGarage, useRoutedProfile, useUserPosts } from './useProfile';
import './profile.css';

/** /profile (own, sign-in required by the route) and /profile/:username (anyone). */
export default function ProfilePage() {
  const { username } = useParams();
  const { user } = useCurrentUser();
  const { data: profile, isPending, error, refetch } = useRoutedProfile(username);
  usePageTitle(profile?.name ?? 'Profile');

  if (isPending) return <LoadingState />;
  if (!profile) {
    if (isNotFound(error)) {
      return <NotFoundState title={profileTexts.userNotFound} message="No member has this name." linkTo="/" linkLabel="Go Home" />;
    }
    return <LoadError what="This profile" pageTitle="Profile" onRetry={() => void refetch()} />;
  }
  return <ProfileView profile={profile} isOwn={profile.id === user?.id} />;
}

const countLabel = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

function ProfileView({ profile, isOwn }: { profile: UserProfile; isOwn: boolean }) {
  const garage = useGarage(profile.id, isOwn);
  const posts = useUserPosts(profile.id);
  const [editing, setEditing] = useState(false);
  const tabs = [
    {
      id: 'garage',
      label: countLabel('Garage', garage.data?.length),
      content: garage.data ? (
        <GarageSection profile={profile} isOwn={isOwn} cars={garage.data} />
      ) : garage.isPending ? (
        <LoadingState />
      ) : (
        <LoadError what="The garage" onRetry={() => void garage.refetch()} />
      ),
    },
    {
      id: 'posts',
      label: countLabel('Posts', posts.data?.length),
      content: posts.data ? (
        <UserPostList
          posts={posts.data}
          emptyText={isOwn ? "You haven't posted anything yet." : `${profile.name} hasn't posted anything yet.`}
        />
      ) : posts.isPending ? (
        <LoadingState />
      ) : (
        <LoadError what="The posts" onRetry={() => void posts.refetch()} />
      ),
    },
  ];
  return (
    <section className="page profile-page" aria-labelledby="page-title">
      <ProfileHeader profile={profile} isOwn={isOwn} onEdit={() => setEditing(true)} />
      <Tabs label="Profile sections" items={tabs} />
      {isOwn && editing && <EditProfileDialog profile={profile} onClose={() => setEditing(false)} />}
    </section>
  );
}
