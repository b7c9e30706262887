import { useState, type FormEvent } from 'react';
import type { ModelImage } from '@shared/catalogue/responses';
import { updateImageCaption } from '../models/modelAdminApi';
import { useCatalogueMutation } from '../models/useCatalogueMutation';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { adminModelTexts } from '../adminModelTexts';
import { toastFailure, toastSuccess } from '../adminToast';

interface ImageCaptionFormProps {
  modelId: string;
  image: ModelImage;
  position: number;
}

/** PUT {caption}. The button stays enabled (a disabled button would drop keyboard focus); a repeat save is harmless. */
export function ImageCaptionForm({ modelId, image, position }: ImageCaptionFormProps) {
  const [caption, setCaption] = useState(image.caption ?? '');
  const save = useCatalogueMutation(updateImageCaption);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { id: modelId, imageId: image.id, caption },
      {
        onSuccess: () => toastSuccess(adminModelTexts.captionUpdated),
        onError: (error) => toastFailure(adminModelTexts.captionFailed, error),
      },
    );
  };

  return (
    <form className="caption-form" onSubmit={onSubmit}>
      <TextField
        label={`Caption for image ${position}`}
        name="caption"
        maxLength={300}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm" aria-disabled={save.isPending || undefined}>
        {save.isPending ? 'Saving...' : 'Save caption'}
        <span className="visually-hidden"> for image {position}</span>
      </Button>
    </form>
  );
}
