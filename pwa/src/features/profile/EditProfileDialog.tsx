import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/auth/current-user';
import { NAME_MAX_LENGTH } from '@shared/auth/limits';
import { accountTexts, accountUpdateSchema, BIO_MAX_LENGTH, LOCATION_MAX_LENGTH } from '@shared/users/account-schemas';
import type { UserProfile } from '@shared/users/profile';
import { serverMessage } from '@/http/errorMessage';
import { FormDialogActions } from '@/ui/dialog/FormDialogActions';
import { Dialog } from '@/ui/dialog/Dialog';
import { useZodForm } from '@/ui/form/useZodForm';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast/toastStore';
import { removeAvatar, updateAccount, uploadAvatar } from './accountApi';
import { AvatarField, type AvatarChange } from './AvatarField';
import { useRefreshProfile } from './useRefreshProfile';

interface SaveInput {
  details: { name: string; location: string | null; bio: string | null };
  avatar: AvatarChange;
}

/** The details first, then the avatar: each answer is the whole current user, so the last one is the truth. */
async function saveProfile({ details, avatar }: SaveInput): Promise<CurrentUser> {
  const user = await updateAccount(details);
  if (avatar.kind === 'replace') return uploadAvatar(avatar.file);
  if (avatar.kind === 'remove') return removeAvatar();
  return user;
}

/** docs/product/screens.md Profile, Edit Profile: name, location, bio and avatar of the signed-in member. */
export function EditProfileDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const refresh = useRefreshProfile();
  const { values, field, handleSubmit } = useZodForm({
    initialValues: { name: profile.name, location: profile.location ?? '', bio: profile.bio ?? '' },
    parse: (form) => accountUpdateSchema.safeParse(form),
  });
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (user) => {
      toast({ title: accountTexts.profileUpdated });
      onClose();
      await refresh(user);
    },
    onError: async (error) => {
      toast({ variant: 'destructive', title: accountTexts.profileUpdateFailed, description: serverMessage(error) });
      // The details may have been saved before the avatar failed: show what the server holds.
      await refresh();
    },
  });
  const submit = handleSubmit((details) => save.mutate({ details, avatar }), { skip: save.isPending });

  return (
    <Dialog title={accountTexts.editProfile} onClose={onClose}>
      <form className="profile-form" noValidate onSubmit={submit}>
        <AvatarField name={values.name} currentUrl={profile.avatarUrl} change={avatar} onChange={setAvatar} disabled={save.isPending} />
        <TextField label="Name" required autoComplete="name" maxLength={NAME_MAX_LENGTH} {...field('name')} />
        <TextField
          label="Location"
          autoComplete="address-level2"
          maxLength={LOCATION_MAX_LENGTH}
          hint="Optional, e.g. Pontiac, Michigan"
          {...field('location')}
        />
        <TextAreaField
          label="Bio"
          rows={4}
          maxLength={BIO_MAX_LENGTH}
          hint={`Optional, up to ${BIO_MAX_LENGTH} characters`}
          {...field('bio')}
        />
        <FormDialogActions submitLabel="Save Profile" pending={save.isPending} onCancel={onClose} keepFocusWhilePending />
      </form>
    </Dialog>
  );
}
