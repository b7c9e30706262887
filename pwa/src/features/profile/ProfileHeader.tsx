import { lazyDateFormat } from '@shared/format/lazyIntl';
import type { UserProfile } from '@shared/users/profile';
import { accountTexts } from '@shared/users/account-schemas';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { initialsOf } from '@/features/auth';
import { BlockMemberButton } from '@/features/blocking';

const monthAndYear = lazyDateFormat({ month: 'long', year: 'numeric' });
const joined = (iso: string) => monthAndYear(new Date(iso));

interface ProfileHeaderProps {
  profile: UserProfile;
  isOwn: boolean;
  /** Own profile: opens the Edit Profile dialog. */
  onEdit: () => void;
}

/** Avatar (initials when there is no picture), name, location, bio, join date; Edit Profile, or Send Message and Block. */
export function ProfileHeader({ profile, isOwn, onEdit }: ProfileHeaderProps) {
  return (
    <header className="profile-header card">
      <div className="profile-header__avatar" aria-hidden="true">
        {profile.avatarUrl ? <img src={profile.avatarUrl} alt="" width={96} height={96} /> : initialsOf(profile.name)}
      </div>
      <div className="profile-header__text">
        <h1 id="page-title">{profile.name}</h1>
        {profile.location && <p className="profile-header__location">{profile.location}</p>}
        {profile.bio && <p className="profile-header__bio">{profile.bio}</p>}
        <p className="profile-header__joined">Joined {joined(profile.createdAt)}</p>
      </div>
      <div className="profile-header__actions">
        {isOwn ? (
          <Button onClick={onEdit}>{accountTexts.editProfile}</Button>
        ) : (
          <>
            <ButtonLink to={`/messages?user=${encodeURIComponent(profile.id)}`}>Send Message</ButtonLink>
            <BlockMemberButton member={profile} />
          </>
        )}
      </div>
    </header>
  );
}
