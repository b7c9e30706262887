import { useId, useRef, useState, type ChangeEvent } from 'react';
import { EVENT_MAX_IMAGES } from '@shared/events/schemas';
import { eventTexts } from '@shared/events/texts';
import { IMAGE_MAX_BYTES, uploadTexts } from '@shared/uploads/limits';
import { downscaleImage, PHOTO_MAX_SIDE_PX } from './downscaleImage';
import { toast } from '@/ui/toast/toastStore';
import { PhotoPreviews } from './PhotoPreviews';
import './photo-picker.css';

interface PhotoPickerProps {
  photos: File[];
  onChange: (photos: File[]) => void;
  /** Photos the event already has on the server (editing): they count towards the limit. */
  existingCount?: number;
  /** How many photos may be chosen in all (events: 5; a post: 1). */
  max?: number;
  legend?: string;
}

type Prepared = { photo: File } | { problem: { title: string; description: string } };

/** A chosen file as it will be uploaded: checked to be an image, downscaled on the device, then size-checked. */
async function prepare(file: File): Promise<Prepared> {
  const notAnImage = { problem: { title: uploadTexts.invalidType, description: uploadTexts.invalidTypeDescription } };
  if (!file.type.startsWith('image/')) return notAnImage;
  const photo = await downscaleImage(file, IMAGE_MAX_BYTES).catch(() => null);
  if (!photo) return notAnImage;
  if (photo.size > IMAGE_MAX_BYTES) return { problem: { title: uploadTexts.tooLarge, description: uploadTexts.tooLargeDescription } };
  return { photo };
}

/**
 * docs/product/validation.md: up to 5 photos (or one), previews before upload, the file input disabled once they are chosen. Used by
 * events, garage cars and posts; the limit and its texts are the events' (docs/product/validation.md), which the garage shares.
 */
export function PhotoPicker({ photos, onChange, existingCount = 0, max = EVENT_MAX_IMAGES, legend = 'Photos' }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const room = max - existingCount - photos.length;
  // A form that takes one photo asks for one: without `multiple` the browser's button says "Choose File".
  const takesOne = max === 1;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > room) {
      toast({ variant: 'destructive', title: eventTexts.maxImages, description: eventTexts.maxImagesDescription });
      return;
    }
    setPreparing(true);
    try {
      const prepared = await Promise.all(files.map(prepare));
      const problem = prepared.find((result) => 'problem' in result);
      if (problem && 'problem' in problem) toast({ variant: 'destructive', ...problem.problem });
      onChange([...photos, ...prepared.flatMap((result) => ('photo' in result ? [result.photo] : []))]);
    } finally {
      setPreparing(false);
    }
  };

  const remove = (index: number) => {
    onChange(photos.filter((_, position) => position !== index));
    input.current?.focus();
  };

  return (
    <fieldset className="photo-picker">
      <legend className="field__label">{legend}</legend>
      <input
        ref={input}
        id={inputId}
        className="photo-picker__input"
        type="file"
        name="photos"
        accept="image/*"
        multiple={!takesOne}
        disabled={room <= 0 || preparing}
        aria-label={takesOne ? 'Add photo' : 'Add photos'}
        aria-describedby={hintId}
        onChange={(event) => void onFiles(event)}
      />
      <p id={hintId} className="field__hint" aria-live="polite">
        {preparing
          ? 'Preparing photos...'
          : room <= 0
            ? `${takesOne ? 'One photo chosen' : eventTexts.maxImages}.`
            : takesOne
              ? `One photo; a large one is resized on this device to ${PHOTO_MAX_SIDE_PX} px.`
              : `Up to ${max} photos in all; large photos are resized on this device to ${PHOTO_MAX_SIDE_PX} px.`}
      </p>
      <PhotoPreviews photos={photos} onRemove={remove} />
    </fieldset>
  );
}
