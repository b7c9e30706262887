import { useId, type ChangeEvent } from 'react';
import { IMAGE_MAX_BYTES, uploadTexts } from '@shared/uploads/limits';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast/toastStore';
import { useObjectUrlSrc } from '@/ui/useObjectUrlSrc';
import { initialsOf } from '@/features/auth';
import { downscaleImage } from '@/ui/photo/downscaleImage';

/** What Save does with the avatar: leave it, upload a chosen picture, or remove the current one. */
export type AvatarChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

interface AvatarFieldProps {
  name: string;
  currentUrl: string | null;
  change: AvatarChange;
  onChange: (change: AvatarChange) => void;
  disabled?: boolean;
}

function ChosenAvatar({ file }: { file: File }) {
  const imageRef = useObjectUrlSrc(file);
  return <img ref={imageRef} alt="Your new avatar (not saved yet)" width={96} height={96} />;
}

/** The avatar with its preview (docs/product/validation.md image rules: an image of at most 5 MB), applied when the form is saved. */
export function AvatarField({ name, currentUrl, change, onChange, disabled = false }: AvatarFieldProps) {
  const hintId = useId();
  const shownUrl = change.kind === 'keep' ? currentUrl : null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = { variant: 'destructive', title: uploadTexts.invalidType, description: uploadTexts.invalidTypeDescription } as const;
    if (!file.type.startsWith('image/')) return toast(invalid);
    // Resized on the device first, as event photos are, so a phone photo fits the limit.
    const photo = await downscaleImage(file, IMAGE_MAX_BYTES).catch(() => null);
    if (!photo) return toast(invalid);
    if (photo.size > IMAGE_MAX_BYTES) {
      return toast({ variant: 'destructive', title: uploadTexts.tooLarge, description: uploadTexts.tooLargeDescription });
    }
    onChange({ kind: 'replace', file: photo });
  };

  return (
    <fieldset className="avatar-field">
      <legend className="field__label">Profile photo</legend>
      <div className="avatar-field__row">
        <div className="profile-header__avatar avatar-field__preview">
          {change.kind === 'replace' ? (
            <ChosenAvatar file={change.file} />
          ) : shownUrl ? (
            <img src={shownUrl} alt="Your current avatar" width={96} height={96} />
          ) : (
            <>
              <span aria-hidden="true">{initialsOf(name || '?')}</span>
              <span className="visually-hidden">No avatar yet</span>
            </>
          )}
        </div>
        <div className="avatar-field__controls">
          <input
            className="avatar-field__input"
            type="file"
            accept="image/*"
            aria-label="Choose profile photo"
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(event) => void onFile(event)}
          />
          {(change.kind === 'replace' || shownUrl) && (
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled}
              onClick={() => onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' })}
            >
              Remove photo
            </Button>
          )}
          {change.kind !== 'keep' && currentUrl && (
            <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange({ kind: 'keep' })}>
              Keep current photo
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="field__hint" aria-live="polite">
        {change.kind === 'remove'
          ? 'Your photo will be removed when you save.'
          : change.kind === 'replace'
            ? 'This photo will be used when you save.'
            : 'An image of at most 5 MB.'}
      </p>
    </fieldset>
  );
}
